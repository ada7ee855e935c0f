// The owner's side of a journey, as the journeys that need it do it the same way: an owner account
// made from the command line, the web admin signed in at a given size, and an order taken through
// payment, shipping and delivery from the command line (the owner's everyday commands).
import { openShopper, type Shopper, type Size } from './browser';
import type { OwnerStore } from './owner-store';
import { heading } from './ui';

/** A new owner account of the store, made with `owner:create`; answers its sign-in. */
export async function newOwner(
  store: OwnerStore,
  label: string,
): Promise<{ email: string; password: string }> {
  const tag = Date.now().toString(36);
  const email = `owner.${label}.${tag}@shop.example.in`;
  const password = `Owner-${label}-${tag}`;
  await store.admin(['owner:create', '--email', email, '--password-stdin'], password);
  return { email, password };
}

/**
 * A new owner signed in to the web admin at `size`, on its Today screen. The desk is pushed on
 * `open` (useShoppers), so it is closed after the test.
 */
export async function ownerDesk(
  store: OwnerStore,
  open: Shopper[],
  size: Size,
  label: string,
): Promise<Shopper> {
  const { email, password } = await newOwner(store, label);
  const desk = await openShopper(size, { store: store.info });
  open.push(desk);
  await desk.page.goto(desk.url('/admin/login'));
  await desk.page.getByLabel('Email').fill(email);
  await desk.page.getByLabel('Password').fill(password);
  await desk.page.getByRole('button', { name: 'Sign in' }).click();
  await heading(desk.page, 'Today').waitFor();
  return desk;
}

/** Marks the order paid by UPI, ships it with `tracking` and delivers it, from the command line. */
export async function deliverOrder(
  store: OwnerStore,
  order: { id: string; total: number },
  tracking: string,
): Promise<void> {
  await store.admin([
    'orders:mark-paid',
    order.id,
    '--method',
    'upi',
    '--amount',
    String(order.total),
  ]);
  await store.admin(['orders:ship', order.id, '--tracking', tracking]);
  await store.admin(['orders:deliver', order.id]);
}
