// Order references and the wire shape of an order: what a shopper reads aloud, types back in
// and sees, whichever door (API, command line) the order passes through.
import { asOrderStatus, type Order, type OrderInvoice, type OrderTax } from '@store/contract';
import { paiseToRupees } from '../../kernel/money.ts';
import type { OrderWithItems } from './orders.repository.ts';

// The reference's format is the kernel's: tax and payments name orders too (kernel/order-id.ts).
export { newOrderId, parseOrderId } from '../../kernel/order-id.ts';

/** The order's GST, summed from its lines as charged; null when a line predates GST records. */
function orderTax(o: OrderWithItems): OrderTax | null {
  if (o.items.length === 0 || o.items.some((i) => i.taxablePaise === null)) return null;
  const sum = (f: (i: OrderWithItems['items'][number]) => number) =>
    o.items.reduce((s, i) => s + f(i), 0);
  const cgst = sum((i) => i.cgstPaise);
  const sgst = sum((i) => i.sgstPaise);
  const utgst = sum((i) => i.utgstPaise);
  const igst = sum((i) => i.igstPaise);
  const split = igst > 0 ? 'igst' : utgst > 0 ? 'cgst-utgst' : sgst > 0 ? 'cgst-sgst' : 'none';
  return {
    split,
    taxable: paiseToRupees(sum((i) => i.taxablePaise ?? 0)),
    cgst: paiseToRupees(cgst),
    sgst: paiseToRupees(sgst),
    utgst: paiseToRupees(utgst),
    igst: paiseToRupees(igst),
    totalTax: paiseToRupees(cgst + sgst + utgst + igst),
  };
}

/** The order's price breakdown on the wire (docs/offers.md): what the shopper was charged for. */
export function priceBreakdown(o: OrderWithItems) {
  return {
    subtotal: paiseToRupees(o.items.reduce((s, i) => s + i.unitPricePaise * i.quantity, 0)),
    discount: paiseToRupees(o.discountPaise),
    couponCode: o.couponCode,
    shippingFee: paiseToRupees(o.shippingPaise),
    codFee: paiseToRupees(o.codFeePaise),
    codConfirmBy: o.codConfirmBy?.toISOString() ?? null,
  };
}

export function toWireOrder(o: OrderWithItems, invoice: OrderInvoice | null = null): Order {
  return {
    id: o.id,
    status: asOrderStatus(o.status),
    createdAt: o.createdAt.toISOString(),
    total: paiseToRupees(o.totalPaise),
    ...priceBreakdown(o),
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
    tax: orderTax(o),
    invoice,
  };
}
