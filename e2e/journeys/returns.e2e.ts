// A size exchange on a phone, 360 px wide (issue 31 items 4 and 5; docs/returns.md): the owner
// delivers an order from the command line; the shopper asks for another size from My orders in
// two taps; the owner approves it, marks it received and sends the exchange in the web admin's
// returns queue, then ships the ₹0 exchange order; the shopper sees the request done and the
// new order shipped, and the mails are in the outbox. Every new screen is audited with axe.
import { describe, expect, test } from 'vitest';
import { placeOrder, registerShopper } from '../support/api';
import { openShopper, SIZES } from '../support/browser';
import { inspectPage } from '../support/inspect';
import { deliverOrder, ownerDesk } from '../support/owner-desk';
import { useOwnerStore, useShoppers } from '../support/journey-kit';
import { outboxMessages } from '../support/servers';
import { openReturnForm } from '../support/shop';
import { expectToast, heading, newShopperIdentity } from '../support/ui';

const phone = SIZES.find((s) => s.name === 'phone')!;
const owner = useOwnerStore();
const open = useShoppers();

/** Which in-stock men's piece (as placeOrder counts them) has another size in stock to swap to. */
async function pieceWithTwoSizes(base: string): Promise<number> {
  type Listed = { attributes: { key: string; value: string[] }[] };
  const list = (await (await fetch(`${base}/api/v1/products?category=men&limit=24`)).json()) as {
    data: Listed[];
  };
  const attr = (p: Listed, k: string) => p.attributes.find((a) => a.key === k)?.value ?? [];
  const candidates = list.data.filter(
    (p) => attr(p, 'size').length === 0 || attr(p, 'inStockSizes').length > 0,
  );
  // Past the first few, which other journeys order from at the same time.
  const at = candidates.findIndex((p, i) => i >= 2 && attr(p, 'inStockSizes').length >= 2);
  if (at < 0) throw new Error("no men's piece with two sizes in stock");
  return at;
}

describe('returns and exchanges at phone size', () => {
  test('another size: asked in two taps, approved, received, sent and shipped', async () => {
    const store = owner.info;
    const who = newShopperIdentity('exchange');
    const token = await registerShopper(store, who);
    const order = await placeOrder(store, token, who, {
      category: 'men',
      skip: await pieceWithTwoSizes(store.url),
    });
    await deliverOrder(owner, order, 'EE223456789IN');

    const shopper = await openShopper(phone, { store });
    open.push(shopper);
    const { page } = shopper;
    // Tap 1: open the form; everything is chosen (one piece, another size, too small).
    const card = await openReturnForm(shopper, who, order.id);
    await inspectPage(shopper, 'return-form');
    // Tap 2: send it.
    await card.getByRole('button', { name: 'Send request' }).click();
    await expectToast(page, 'Request sent');
    await card.getByText('Requested: the store will look at it soon').waitFor();

    const desk = await ownerDesk(owner, open, phone, 'returns');
    await desk.page.goto(desk.url('/admin/returns'));
    await heading(desk.page, 'Returns').waitFor();
    const item = desk.page.locator('li').filter({ hasText: order.id }).first();
    await item.waitFor();
    await inspectPage(desk, 'admin-returns');
    await item.getByRole('button', { name: 'Approve: shopper sends it back' }).click();
    await expectToast(desk.page, /^Return \d+ approved/);
    await desk.page.getByRole('button', { name: 'Approved' }).click();
    await item.getByRole('button', { name: 'Received, all restocked' }).click();
    await expectToast(desk.page, /^Return \d+ marked received/);
    await desk.page.getByRole('button', { name: 'Received', exact: true }).click();
    await item.getByRole('button', { name: 'Send the exchange' }).click();
    await expectToast(desk.page, /^Return \d+ exchange sent/);
    await desk.page.getByRole('button', { name: 'Done' }).click();
    const exchangeId = (await item
      .getByRole('link', { name: /^EE-/ })
      .last()
      .textContent())!.trim();
    expect(exchangeId).not.toBe(order.id);
    await owner.admin(['orders:ship', exchangeId, '--tracking', 'EE323456789IN']);

    await page.goto(shopper.url('/orders'));
    await card.getByText(`Done: new size sent as order ${exchangeId}`).waitFor();
    const exchangeCard = page.locator('article').filter({ hasText: exchangeId }).first();
    await exchangeCard.getByText('Shipped').first().waitFor();

    let mails: string[] = [];
    for (let i = 0; i < 60 && mails.length < 4; i++) {
      mails = outboxMessages(store)
        .filter((m) => m.text.includes(`Order ${order.id}: your exchange`))
        .map((m) => m.text);
      if (mails.length < 4) await new Promise((r) => setTimeout(r, 1000));
    }
    expect(mails.length).toBeGreaterThanOrEqual(4);
  }, 480_000);
});
