// The account's optional mobile number over HTTP on a real database: given at registration,
// shown and changed through /accountInfo, refused with its message under `phone`, and never a
// key to anyone else's orders (docs/decisions/020).
import { accountInfoResponse, INDIAN_MOBILE_MESSAGE, registerResponse } from '@store/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { createOrder } from '../../flows/checkout/index.ts';
import { createTestUser, testDbKind, type TestApp } from '../../test/harness.ts';
import { address, createProduct } from '../orders/test-fixtures.ts';
import { createAccountsTestBed, uniqueEmail, type AccountsTestBed } from './accounts.test-kit.ts';

let bed: AccountsTestBed;
let t: TestApp;
let call: AccountsTestBed['call'];
let register: AccountsTestBed['register'];

beforeAll(async () => {
  bed = await createAccountsTestBed();
  ({ t, call, register } = bed);
});
afterAll(async () => {
  await bed?.close();
});

const storedPhone = async (email: string) =>
  (await t.database.db.select({ phone: users.phone }).from(users).where(eq(users.email, email)))[0]
    ?.phone;

const userCount = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;

const phoneRefusal = { error: `phone: ${INDIAN_MOBILE_MESSAGE}`, code: 'invalid' };

describe(`registration's optional phone (${testDbKind})`, () => {
  it.each([
    ['98765 43210', '+919876543210'],
    ['+91-98765-43210', '+919876543210'],
    ['09876543210', '+919876543210'],
    ['(0091) 70000 12345', '+917000012345'],
  ])('stores %s as %s and answers it with the user', async (typed, stored) => {
    const res = await register({ phone: typed });
    expect(registerResponse.parse(res.body).user.phone).toBe(stored);
    expect(await storedPhone(res.email)).toBe(stored);
  });

  it.each([[undefined], [null], ['   ']])('takes %j as no phone', async (phone) => {
    const res = await register(phone === undefined ? {} : { phone });
    expect(registerResponse.parse(res.body).user.phone).toBeNull();
    expect(await storedPhone(res.email)).toBeNull();
  });

  it.each([['12345'], ['5876543210'], ['98765432101'], ['9'.repeat(40)], [9876543210], [true]])(
    'refuses %j under phone, creating no account',
    async (phone) => {
      const before = await userCount();
      const email = uniqueEmail();
      const res = await call('POST', '/users/register', {
        email,
        password: 'monsoon-2025',
        firstName: 'Asha',
        lastName: 'Verma',
        phone,
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ ...phoneRefusal, fields: { phone: INDIAN_MOBILE_MESSAGE } });
      expect(await userCount()).toBe(before);
    },
  );
});

describe(`PUT /accountInfo (${testDbKind})`, () => {
  it('sets, changes and removes the phone, and GET /accountInfo shows it', async () => {
    const res = await register();
    const token = res.body.token as string;
    const me = async () =>
      accountInfoResponse.parse((await call('GET', '/accountInfo', undefined, { token })).body);
    expect((await me()).data.phone).toBeNull();

    const set = await call('PUT', '/accountInfo', { phone: '8123456789' }, { token });
    expect(set.status, set.raw).toBe(200);
    expect(accountInfoResponse.parse(set.body)).toEqual(await me());
    expect(set.body.data).toMatchObject({ email: res.email, phone: '+918123456789' });

    await call('PUT', '/accountInfo', { phone: '+91 7000 000 001' }, { token });
    expect((await me()).data.phone).toBe('+917000000001');

    for (const none of ['', null]) {
      await call('PUT', '/accountInfo', { phone: '9000000001' }, { token });
      const cleared = await call('PUT', '/accountInfo', { phone: none }, { token });
      expect(cleared.status).toBe(200);
      expect((await me()).data.phone).toBeNull();
    }
  });

  it('refuses a bad phone under its field and keeps the one stored', async () => {
    const res = await register({ phone: '9123456780' });
    const token = res.body.token as string;
    const bad = await call('PUT', '/accountInfo', { phone: '0123456789' }, { token });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ ...phoneRefusal, fields: { phone: INDIAN_MOBILE_MESSAGE } });
    expect(await storedPhone(res.email)).toBe('+919123456780');
  });

  it('changes nothing else: other fields and unknown keys are refused', async () => {
    const res = await register({ phone: '9123456781' });
    const token = res.body.token as string;
    for (const body of [
      { phone: '9123456782', email: 'x@example.in' },
      { firstName: 'Zoya' },
      {},
    ]) {
      const refused = await call('PUT', '/accountInfo', body, { token });
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('invalid');
    }
    const me = await call('GET', '/accountInfo', undefined, { token });
    expect(me.body.data).toMatchObject({
      email: res.email,
      firstName: 'Asha',
      phone: '+919123456781',
    });
  });

  it('needs a signed-in shopper', async () => {
    const res = await call('PUT', '/accountInfo', { phone: '9123456789' });
    expect(res.status).toBe(401);
  });
});

describe(`an account's phone opens no one else's order (${testDbKind})`, () => {
  it("lists and shows only the account's own orders, not those shipped to its phone", async () => {
    const placer = await createTestUser(t.database.db);
    const p = await createProduct(t.database.db, { stock: { S: 3 } });
    const { order } = await createOrder(t.database.db, placer, {
      items: [{ productId: p.id, quantity: 1, size: 'S', color: 'Maroon' }],
      shippingAddress: { ...address, phone: '9345678901' },
    });
    // Someone registers with the phone the order went to.
    const claimant = await register({ phone: '+91 93456 78901' });
    const token = claimant.body.token as string;
    const list = await call('GET', '/orders', undefined, { token });
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).not.toContain(order.id);
    const one = await call('GET', `/orders/${order.id}`, undefined, { token });
    expect(one.status).toBe(404);
    // The order's own phone still tracks it, as it does for anyone who has it (the spec's lookup).
    const tracked = await call('GET', `/orders/${order.id}?contactInfo=9345678901`);
    expect(tracked.status).toBe(200);
  });
});
