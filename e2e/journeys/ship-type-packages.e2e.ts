// Packages by product type at phone size (docs/shipping.md, "Package defaults"): the owner's
// package for a product type fills the parcel on the Ship screen, and the courier settings list
// the types with their sizes, without sideways scrolling and with no axe violations.
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { orderStatus, placeOrder, registerShopper } from '../support/api';
import { openShopper, SIZES, type Shopper } from '../support/browser';
import { inspectPage } from '../support/inspect';
import { ownerStore, type OwnerStore } from '../support/owner-store';
import { heading, newShopperIdentity } from '../support/ui';

let owner: OwnerStore;
const open: Shopper[] = [];

beforeAll(async () => {
  owner = await ownerStore();
});
afterAll(async () => {
  await owner?.dispose();
});
afterEach(async ({ task }) => {
  const failed = task.result?.state === 'fail' ? task.name : undefined;
  for (const s of open.splice(0)) await s.close(failed);
});

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

describe('packages by product type at phone size', () => {
  test("the Ship screen starts a parcel with its product type's package", async () => {
    const tag = Date.now().toString(36);
    const email = `owner.pkg.${tag}@shop.example.in`;
    const password = `Package-by-type-${tag}`;
    await owner.admin(['owner:create', '--email', email, '--password-stdin'], password);
    const { token } = (await api('/api/v1/admin/auth/login', {
      method: 'POST',
      body: { email, password },
    })) as { token: string };
    const who = newShopperIdentity('pkg');
    const shopperToken = await registerShopper(owner.info, who);
    const order = await placeOrder(owner.info, shopperToken, who);
    const placed = (await api(`/api/v1/orders/${order.id}`, { token: shopperToken })) as {
      items: { productId: number; quantity: number }[];
    };
    const item = (await api(`/api/v1/products/${placed.items[0]!.productId}`)) as {
      subCategory: string;
    };
    await api('/api/v1/admin/shipping/settings', {
      method: 'PUT',
      token,
      body: {
        provider: 'self',
        pickup: {
          name: 'Rangrez Studio',
          phone: '9876543210',
          address: '4 MG Road',
          city: 'Jaipur',
          state: 'Rajasthan',
          pin: '302001',
        },
        typePackages: [
          { type: item.subCategory, weightGrams: 777, lengthCm: 33, breadthCm: 22, heightCm: 7 },
        ],
      },
    });
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
    const quantity = placed.items.reduce((n, i) => n + i.quantity, 0);
    await expect
      .poll(() => page.getByLabel('Weight (g)').first().inputValue())
      .toBe(String(777 * quantity));
    await page.locator('summary', { hasText: 'Courier settings' }).click();
    expect(await page.locator('#ship-type-0').inputValue()).toBe(item.subCategory);
    await inspectPage(desk, 'admin-ship-type-packages');
  });
});
