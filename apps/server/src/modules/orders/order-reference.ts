// Order references and the wire shape of an order: what a shopper reads aloud, types back in
// and sees, whichever door (API, command line) the order passes through.
import {
  asOrderStatus,
  restateOrder,
  type Order,
  type OrderCalculation,
  type OrderCancellation,
  type OrderInvoice,
  type OrderTax,
} from '@store/contract';
import { paiseToRupees } from '../../kernel/money.ts';
import type { OrderWithItems } from './orders.repository.ts';

// The reference's format is the kernel's: tax and payments name orders too (kernel/order-id.ts).
export { newOrderId, parseOrderId } from '../../kernel/order-id.ts';

/** The order's GST as its lines were charged; null when a line predates GST records. */
function orderTax(amounts: OrderCalculation): OrderTax | null {
  const tax = amounts.tax;
  if (!tax) return null;
  const split =
    tax.igstPaise > 0
      ? 'igst'
      : tax.utgstPaise > 0
        ? 'cgst-utgst'
        : tax.sgstPaise > 0
          ? 'cgst-sgst'
          : 'none';
  return {
    split,
    taxable: paiseToRupees(tax.taxablePaise),
    cgst: paiseToRupees(tax.cgstPaise),
    sgst: paiseToRupees(tax.sgstPaise),
    utgst: paiseToRupees(tax.utgstPaise),
    igst: paiseToRupees(tax.igstPaise),
    totalTax: paiseToRupees(tax.taxPaise),
  };
}

/**
 * The order's price breakdown on the wire (docs/offers.md): what the shopper was charged for,
 * as the order calculator restates it from what the order stored.
 */
export function priceBreakdown(o: OrderWithItems, amounts: OrderCalculation = restateOrder(o)) {
  return {
    subtotal: paiseToRupees(amounts.subtotalPaise),
    discount: paiseToRupees(o.discountPaise),
    couponCode: o.couponCode,
    shippingFee: paiseToRupees(o.shippingPaise),
    codFee: paiseToRupees(o.codFeePaise),
    /** Paid with store credit at checkout; total less this is what is collected. */
    storeCredit: paiseToRupees(o.storeCreditPaise),
    codConfirmBy: o.codConfirmBy?.toISOString() ?? null,
  };
}

export function toWireOrder(
  o: OrderWithItems,
  invoice: OrderInvoice | null = null,
  cancellation: OrderCancellation | null = null,
): Order {
  const amounts = restateOrder(o);
  return {
    id: o.id,
    status: asOrderStatus(o.status),
    createdAt: o.createdAt.toISOString(),
    total: paiseToRupees(o.totalPaise),
    ...priceBreakdown(o, amounts),
    items: o.items.map((i) => ({
      id: i.id,
      productId: i.productId,
      productTitle: i.title,
      name: i.title,
      quantity: i.quantity,
      price: paiseToRupees(i.unitPricePaise),
      size: i.size,
      color: i.color,
      hsn: i.hsn,
      taxRate: i.taxRateBasisPoints / 100,
    })),
    shippingAddress: {
      fullName: o.fullName,
      address: o.address,
      city: o.city,
      state: o.state,
      postalCode: o.postalCode,
      phone: o.phone,
    },
    trackingNumber: o.trackingNumber,
    courier: o.courier,
    paymentMethod: o.paymentMethod,
    tax: orderTax(amounts),
    invoice,
    cancellation,
  };
}
