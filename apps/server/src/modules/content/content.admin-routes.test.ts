// The admin's inbox: contact messages read and unread, newsletter subscribers and their CSV.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, createTestApp, createTestUser, type TestApp } from '../../test/harness.ts';
import { adminCaller, createTestStaff, expectAdminGuards } from '../staff/staff.test-kit.ts';

let t: TestApp;
let call: ReturnType<typeof adminCaller>;
let staff: string;
let owner: string;
let shopper: string;

beforeAll(async () => {
  t = await createTestApp();
  call = adminCaller(t.app);
  staff = (await createTestStaff(t.app.db, 'staff')).token;
  owner = (await createTestStaff(t.app.db, 'owner')).token;
  shopper = (await createTestUser(t.app.db)).token;
});
afterAll(async () => t?.close());

describe('inbox', () => {
  it('guards every route', async () => {
    for (const route of [
      { method: 'GET', url: '/messages' },
      { method: 'PUT', url: '/messages/1/read', body: { read: true } },
      { method: 'GET', url: '/subscribers' },
      { method: 'GET', url: '/subscribers.csv' },
    ] as const) {
      await expectAdminGuards(call, route, { shopper });
    }
  });

  it('lists messages newest first, marks them read and unread, counts the unread', async () => {
    const shop = caller(t.app);
    for (const subject of ['Size of kurta', 'Delivery to Pune']) {
      const res = await shop('POST', '/contact', {
        name: 'Meena',
        email: 'meena@example.in',
        subject,
        message: 'Namaste, a question.',
      });
      expect(res.status).toBeLessThan(300);
    }
    const list = await call('GET', '/messages', undefined, { token: staff });
    expect(list.status).toBe(200);
    const [newest, older] = list.body.data as {
      id: number;
      subject: string;
      readAt: string | null;
    }[];
    expect(newest!.subject).toBe('Delivery to Pune');
    expect(list.body.unread).toBe(2);

    const read = await call('PUT', `/messages/${older!.id}/read`, { read: true }, { token: staff });
    expect(read.status).toBe(200);
    expect(read.body.readAt).toEqual(expect.any(String));
    const unread = await call('GET', '/messages?unread=true', undefined, { token: staff });
    expect((unread.body.data as { id: number }[]).map((m) => m.id)).toEqual([newest!.id]);
    expect(unread.body.unread).toBe(1);
    expect((await call('GET', '/today', undefined, { token: staff })).body.unreadMessages).toBe(1);

    await call('PUT', `/messages/${older!.id}/read`, { read: false }, { token: staff });
    expect((await call('GET', '/messages', undefined, { token: staff })).body.unread).toBe(2);

    const audit = await call('GET', `/audit?entity=message&entityId=${older!.id}`, undefined, {
      token: owner,
    });
    expect((audit.body.data as { action: string }[]).map((e) => e.action)).toEqual([
      'message.unread',
      'message.read',
    ]);

    expect(
      (await call('PUT', '/messages/999999/read', { read: true }, { token: staff })).status,
    ).toBe(404);
    expect((await call('PUT', '/messages/abc/read', { read: true }, { token: staff })).status).toBe(
      400,
    );
    expect((await call('PUT', `/messages/${older!.id}/read`, {}, { token: staff })).status).toBe(
      400,
    );
    expect((await call('GET', '/messages?unread=maybe', undefined, { token: staff })).status).toBe(
      400,
    );
  });

  it('lists subscribers and exports them as CSV', async () => {
    const shop = caller(t.app);
    await shop('POST', '/newsletter', { email: 'a.subscriber@example.in' });
    await shop('POST', '/newsletter', { email: 'b.subscriber@example.in' });
    const list = await call('GET', '/subscribers', undefined, { token: staff });
    expect((list.body.data as { email: string }[]).map((s) => s.email)).toEqual(
      expect.arrayContaining(['a.subscriber@example.in', 'b.subscriber@example.in']),
    );
    const csv = await call('GET', '/subscribers.csv', undefined, { token: staff });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.raw.trim().split('\r\n');
    expect(lines[0]).toBe('email,subscribedAt');
    expect(lines).toContainEqual(expect.stringMatching(/^a\.subscriber@example\.in,\d{4}-/));
  });
});
