// Size charts (issue 33): every sized type of the demo catalog has one; a product shows its own
// chart before its type's; the owner's edits are checked and reach the page.
import { productListResponse, productSizeChartResponse, sizeChart } from '@store/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, createTestApp, testDbKind, type TestApp } from '../../test/harness.ts';
import { createProduct } from '../orders/test-fixtures.ts';
import { adminCaller, staffToken } from '../staff/staff.test-kit.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: ReturnType<typeof adminCaller>;
let staff: string;

beforeAll(async () => {
  t = await createTestApp({ env: { CATALOG_CACHE_POLL_MS: '50' } });
  call = caller(t.app);
  admin = adminCaller(t.app);
  staff = await staffToken(t.app, 'staff');
});
afterAll(async () => {
  await t?.close();
});

const chartOf = async (id: number) =>
  productSizeChartResponse.parse((await call('GET', `/products/${id}/size-chart`)).body).data;

const chart = {
  title: 'House kurta',
  kind: 'garment',
  columns: [
    { label: 'Chest', kind: 'inches' },
    { label: 'UK', kind: 'text' },
  ],
  rows: [{ size: 'S', cells: [38, '36'] }],
  howToMeasure: 'Lay it flat.',
};

describe(`size charts (${testDbKind})`, () => {
  it('has a chart for every product type of the demo catalog', async () => {
    const list = productListResponse.parse((await call('GET', '/products?limit=100')).body).data;
    const seen = new Map(list.map((p) => [`${p.subCategory}/${p.gender}`, p.id]));
    expect(seen.size).toBeGreaterThan(5);
    for (const [key, id] of seen) {
      const found = await chartOf(id);
      expect(found, key).not.toBeNull();
    }
    const kurta = list.find((p) => p.subCategory === 'Kurta' && p.gender === 'Men');
    const c = await chartOf(kurta!.id);
    expect(c?.chart.columns.map((col) => col.label)).toEqual([
      'Chest',
      'Shoulder',
      'Length',
      'Sleeve',
    ]);
  });

  it("shows a product's own chart before its type's, and the owner's checks hold", async () => {
    const p = await createProduct(t.database.db);
    expect((await chartOf(p.id))?.chart.title).toBe("Men's kurta");
    expect(
      (
        await admin('PUT', '/size-charts', {
          productType: null,
          gender: null,
          productId: p.id,
          chart,
        })
      ).status,
    ).toBe(401);
    const saved = await admin(
      'PUT',
      '/size-charts',
      { productType: null, gender: null, productId: p.id, chart },
      { token: staff },
    );
    expect(saved.status, saved.raw).toBe(200);
    const id = sizeChart.parse(saved.body).id;
    let title = '';
    for (let i = 0; i < 40 && title !== 'House kurta'; i++) {
      title = (await chartOf(p.id))?.chart.title ?? '';
      if (title !== 'House kurta') await new Promise((r) => setTimeout(r, 50));
    }
    expect(title).toBe('House kurta');

    const bad = [
      {
        productType: null,
        gender: null,
        productId: p.id,
        chart: { ...chart, rows: [{ size: 'S', cells: [38] }] },
      },
      {
        productType: null,
        gender: null,
        productId: p.id,
        chart: { ...chart, rows: [{ size: 'S', cells: ['38', '36'] }] },
      },
      { productType: 'Kurta', gender: null, productId: p.id, chart },
      { productType: 'Kurta\u0007', gender: null, productId: null, chart },
    ];
    for (const body of bad) {
      const res = await admin('PUT', '/size-charts', body, { token: staff });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(
      (
        await admin(
          'PUT',
          '/size-charts',
          { productType: null, gender: null, productId: 99999999, chart },
          { token: staff },
        )
      ).status,
    ).toBe(404);

    expect((await admin('DELETE', `/size-charts/${id}`, undefined, { token: staff })).status).toBe(
      204,
    );
    expect((await admin('DELETE', `/size-charts/${id}`, undefined, { token: staff })).status).toBe(
      404,
    );
    expect((await call('GET', '/products/99999999/size-chart')).status).toBe(404);
  });
});
