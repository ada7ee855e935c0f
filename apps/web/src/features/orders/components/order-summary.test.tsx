import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderSummary } from './order-summary';

afterEach(cleanup);

const summary = () => within(screen.getByRole('region', { name: 'Order Summary' }));
const row = (term: string) => {
  const dt = summary().getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent;
};

describe('OrderSummary', () => {
  it('in the cart: the item count and subtotal, with shipping left to checkout', () => {
    render(<OrderSummary titleId="s" count={3} total={5697} stage="cart" />);
    expect(row('3 Items')).toBe('₹5,697.00');
    expect(row('Subtotal')).toBe('₹5,697.00');
    expect(summary().queryByText('Shipping', { selector: 'dt' })).toBeNull();
    expect(summary().getByText('Shipping and taxes calculated at checkout.')).toBeTruthy();
    // Prices are GST-inclusive (docs/tax.md).
    expect(summary().getByText('Inclusive of all taxes')).toBeTruthy();
  });

  it('at checkout: the subtotal with its count, free shipping and the total', () => {
    render(<OrderSummary titleId="s" count={1} total={1899.5} stage="checkout" />);
    expect(row('Subtotal (1 item)')).toBe('₹1,899.50');
    expect(row('Shipping')).toBe('Free');
    expect(row('Total')).toBe('₹1,899.50');
    expect(summary().getByText('Inclusive of all taxes')).toBeTruthy();
    expect(summary().queryByText('Shipping and taxes calculated at checkout.')).toBeNull();
  });

  it('on the payment screen: the total is the amount to pay', () => {
    render(<OrderSummary titleId="s" count={2} total={8999} stage="payment" />);
    expect(row('Subtotal (2 items)')).toBe('₹8,999.00');
    expect(row('Amount to pay')).toBe('₹8,999.00');
  });

  it('shows its title, what sits beside it, the lines and the actions', () => {
    render(
      <OrderSummary
        titleId="brief"
        title="Order EE-ABC234"
        aside={<span>Pending</span>}
        count={1}
        total={100}
        stage="payment"
        footer={<button type="button">Pay</button>}
      >
        <ul>
          <li>Kurta × 1</li>
        </ul>
      </OrderSummary>,
    );
    const region = within(screen.getByRole('region', { name: 'Order EE-ABC234' }));
    expect(region.getByRole('heading', { level: 2, name: 'Order EE-ABC234' })).toBeTruthy();
    expect(region.getByText('Pending')).toBeTruthy();
    expect(region.getByText('Kurta × 1')).toBeTruthy();
    expect(region.getByRole('button', { name: 'Pay' })).toBeTruthy();
  });
});
