// The address book (issue 31 item 8): saved at checkout only when the shopper ticks the box,
// chosen next time (listed latest first), edited and deleted on the account page; another
// shopper's address is a 404, a bad address a 400 that changes nothing, a full book a 409.
import { ADDRESS_BOOK_MAX, type ErrorBody, type SavedAddress } from '@store/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, testDbKind, type TestApp } from '../../test/harness.ts';
import { address, createProduct, placeOrderAs } from '../../modules/orders/test-fixtures.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const book = async (auth: Record<string, string>) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/account/addresses',
    headers: auth,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SavedAddress[]>();
};
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, auth: object, body?: unknown) =>
  t.app.inject({
    method,
    url: `/api/v1/account/addresses${url}`,
    headers: { ...auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });

describe(`the address book (${testDbKind})`, () => {
  it('saves the checkout address only with consent, once, in its stored form', async () => {
    const shopper = await createTestUser(t.app.db);
    const p = await createProduct(t.app.db);
    const items = [{ productId: p.id, quantity: 1, size: 'M', color: 'Maroon' }];
    await placeOrderAs(t.app, { items, shippingAddress: address }, shopper.auth);
    expect(await book(shopper.auth)).toEqual([]);
    await placeOrderAs(t.app, { items, shippingAddress: address, saveAddress: true }, shopper.auth);
    await placeOrderAs(t.app, { items, shippingAddress: address, saveAddress: true }, shopper.auth);
    const saved = await book(shopper.auth);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({
      fullName: 'Asha Verma',
      city: 'Mumbai',
      state: 'Maharashtra',
      postalCode: '400050',
      phone: '+919876543210',
    });
  });

  it('adds, edits and deletes on the account page; latest used first', async () => {
    const shopper = await createTestUser(t.app.db);
    const home = await send('POST', '', shopper.auth, address);
    expect(home.statusCode, home.body).toBe(201);
    const office = await send('POST', '', shopper.auth, {
      ...address,
      address: '4, MI Road',
      city: 'Jaipur',
      state: 'Rajasthan',
      postalCode: '302001',
    });
    expect(office.statusCode, office.body).toBe(201);
    const officeId = office.json<SavedAddress>().id;
    expect((await book(shopper.auth)).map((a) => a.id)).toEqual([
      officeId,
      home.json<SavedAddress>().id,
    ]);
    const edited = await send('PUT', `/${officeId}`, shopper.auth, {
      ...address,
      fullName: 'Asha V. Verma',
      address: '5, MI Road',
      city: 'Jaipur',
      state: 'rajasthan',
      postalCode: '302001',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<SavedAddress>()).toMatchObject({
      address: '5, MI Road',
      state: 'Rajasthan',
    });
    expect((await send('DELETE', `/${officeId}`, shopper.auth)).statusCode).toBe(204);
    expect((await book(shopper.auth)).map((a) => a.id)).toEqual([home.json<SavedAddress>().id]);
  });

  it('refuses bad input, other shoppers and a full book, changing nothing', async () => {
    const shopper = await createTestUser(t.app.db);
    const other = await createTestUser(t.app.db);
    const mine = (await send('POST', '', shopper.auth, address)).json<SavedAddress>();
    const badPin = await send('POST', '', shopper.auth, { ...address, postalCode: '012345' });
    expect(badPin.statusCode).toBe(400);
    expect(badPin.json<ErrorBody>().code).toBe('invalid');
    expect((await send('POST', '', shopper.auth, { ...address, extra: 1 })).statusCode).toBe(400);
    expect((await send('PUT', `/${mine.id}`, other.auth, address)).statusCode).toBe(404);
    expect((await send('DELETE', `/${mine.id}`, other.auth)).statusCode).toBe(404);
    expect((await send('DELETE', '/abc', shopper.auth)).statusCode).toBe(400);
    expect((await send('POST', '', {}, address)).statusCode).toBe(401);
    expect(await book(other.auth)).toEqual([]);
    expect(await book(shopper.auth)).toEqual([mine]);

    for (let i = 1; i < ADDRESS_BOOK_MAX; i++) {
      const res = await send('POST', '', shopper.auth, {
        ...address,
        address: `${i}, Linking Road`,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const full = await send('POST', '', shopper.auth, { ...address, address: '99, Hill Road' });
    expect(full.statusCode).toBe(409);
    expect(await book(shopper.auth)).toHaveLength(ADDRESS_BOOK_MAX);
  });
});
