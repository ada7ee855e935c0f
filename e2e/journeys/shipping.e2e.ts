// One tap to ship, at phone size (docs/shipping.md): the owner connects the store to the bundled
// Shiprocket double, a shopper's cash-on-delivery order waits on the Ship screen, "Ship with
// Shiprocket" books it, the labels PDF's AWB barcode is read back with zbarimg, the double's
// tracking events arrive by webhook and the order ends Delivered, with the dated timeline on
// the shopper's tracking page. Screens are screenshotted and audited with axe on the way.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { orderStatus, placeOrder, registerShopper } from '../support/api';
import { openShopper, SIZES } from '../support/browser';
import { inspectPage } from '../support/inspect';
import { useOwnerStore, useShoppers } from '../support/journey-kit';
import { heading, newShopperIdentity } from '../support/ui';

const owner = useOwnerStore();
const open = useShoppers();

async function api(url: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const res = await fetch(`${owner.info.url}${url}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${text}`);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

const phone = SIZES.find((s) => s.name === 'phone')!;

describe('shipping at phone size', () => {
  test('Ship, a label whose barcode scans, tracking events, a delivered order', async () => {
    const tag = Date.now().toString(36);
    const email = `owner.ship.${tag}@shop.example.in`;
    const password = `Parcel-and-label-${tag}`;
    await owner.admin(['owner:create', '--email', email, '--password-stdin'], password);
    const { token: ownerToken } = (await api('/api/v1/admin/auth/login', {
      method: 'POST',
      body: { email, password },
    })) as { token: string };
    await api('/api/v1/admin/shipping/settings', {
      method: 'PUT',
      token: ownerToken,
      body: {
        provider: 'shiprocket',
        pickup: {
          name: 'Rangrez Studio',
          phone: '9876543210',
          address: '4 MG Road',
          city: 'Jaipur',
          state: 'Rajasthan',
          pin: '302001',
        },
        shiprocket: {
          email: 'api-user@shiprocket.test',
          password: 'sandbox-api-password',
          pickupLocation: 'Primary',
          webhookToken: `whk-${tag}-secret`,
        },
      },
    });

    // A shopper's order, cash on delivery: Processing, waiting to be shipped.
    const who = newShopperIdentity('ship');
    const shopperToken = await registerShopper(owner.info, who);
    const order = await placeOrder(owner.info, shopperToken, who);
    await api('/api/v1/payments', {
      method: 'POST',
      token: shopperToken,
      body: {
        orderId: order.id,
        fields: {
          method: 'cod',
          payerName: 'Asha Verma',
          payerEmail: who.email,
          payerPhone: who.phone,
          businessName: '',
          gstin: '',
        },
      },
    });
    expect(await orderStatus(owner.info, shopperToken, order.id)).toBe(1);

    const desk = await openShopper(phone, { store: owner.info });
    open.push(desk);
    const { page } = desk;
    await page.goto(desk.url('/admin/login'));
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await heading(page, 'Today').waitFor();
    await page.goto(desk.url('/admin/ship'));
    await heading(page, 'Ship').waitFor();
    await page.getByLabel(new RegExp(order.id)).check();
    await page.getByLabel('Weight (g)').first().fill('650');
    await inspectPage(desk, 'admin-ship');
    await page.getByRole('button', { name: 'Ship with Shiprocket (1)' }).click();
    const result = page.getByRole('listitem').filter({ hasText: order.id }).last();
    await page.getByRole('heading', { name: 'Booked' }).waitFor();
    const said = await result.innerText();
    expect(said).toMatch(/AWB \d{14}, Delhivery Surface/);
    const awb = /AWB (\d{14})/.exec(said)![1]!;
    await inspectPage(desk, 'admin-ship-booked');

    // Shiprocket's own manifest of the day, beside the store's: a link to its PDF.
    await page.getByRole('button', { name: "Shiprocket's manifest" }).click();
    const manifestLink = page.getByRole('link', { name: /Open Shiprocket's manifest of 1 parcel/ });
    await manifestLink.waitFor();
    const manifestPdf = await fetch((await manifestLink.getAttribute('href'))!);
    expect(manifestPdf.headers.get('content-type')).toContain('application/pdf');
    expect(
      Buffer.from(await manifestPdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await inspectPage(desk, 'admin-ship-courier-manifest');

    // The labels: one PDF, its barcode read back as a courier's scanner would.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Labels (PDF)' }).click(),
    ]);
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'e2e-labels-'));
    const pdf = path.join(dir, 'labels.pdf');
    await download.saveAs(pdf);
    execFileSync('gs', [
      '-q',
      '-dNOPAUSE',
      '-dBATCH',
      '-sDEVICE=pnggray',
      '-r200',
      `-sOutputFile=${path.join(dir, 'p%d.png')}`,
      pdf,
    ]);
    const scanned = execFileSync('zbarimg', ['--quiet', '--raw', path.join(dir, 'p1.png')])
      .toString()
      .trim();
    await fs.rm(dir, { recursive: true, force: true });
    expect(scanned).toBe(awb);
    expect(await orderStatus(owner.info, shopperToken, order.id)).toBe(2);

    // The courier's events arrive by webhook; delivered ends the order.
    const courierSays = async (status: string, note?: string) => {
      const answer = await api('/shiprocket-sandbox/control/scan', {
        method: 'POST',
        body: { awb, status, location: 'Bengaluru Hub', ...(note ? { note } : {}) },
      });
      expect(answer.webhook).toBe(200);
    };
    for (const status of ['picked-up', 'in-transit', 'out-for-delivery']) await courierSays(status);
    // A failed attempt waits in the owner's queue with its reason; "Try again" goes to the courier.
    await courierSays('delivery-failed', 'Customer not available');
    await page.reload();
    const failed = page.getByRole('listitem').filter({ hasText: `${order.id} · AWB ${awb}` });
    await failed.getByText(/Customer not available/).waitFor();
    await failed.getByLabel('Corrected phone (optional)').fill('9812345678');
    await inspectPage(desk, 'admin-ship-failed');
    await failed.getByRole('button', { name: 'Try again' }).click();
    await failed.waitFor({ state: 'detached' });
    await courierSays('out-for-delivery');
    await courierSays('delivered');
    expect(await orderStatus(owner.info, shopperToken, order.id)).toBe(3);

    await page.goto(desk.url(`/track-order?id=${order.id}`));
    await page
      .getByLabel(/email|phone/i)
      .first()
      .fill(who.email);
    await page.getByRole('button', { name: 'Track Order' }).click();
    const timeline = page.getByRole('region', { name: `Shipment of order ${order.id}` });
    await timeline.getByText('Delivered', { exact: true }).waitFor();
    await timeline.getByText('Delivery attempt failed', { exact: true }).waitFor();
    expect(await timeline.getByText('Out for delivery', { exact: true }).count()).toBe(2);
    await inspectPage(desk, 'track-order-shipment');
  });
});
