// The serviceability rules in the admin: staff read them, the owner changes them, every change
// is in the audit log (docs/delivery.md, "Serviceability").
import { pinRuleList } from '@store/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, testDbKind, type TestApp } from '../../test/harness.ts';
import {
  adminCaller,
  createTestStaff,
  expectAdminGuards,
  type AdminCall,
} from '../staff/staff.test-kit.ts';

let t: TestApp;
let call: AdminCall;
let owner: string;
let staff: string;
let shopper: string;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  call = adminCaller(t.app);
  owner = (await createTestStaff(t.app.db, 'owner')).token;
  staff = (await createTestStaff(t.app.db, 'staff')).token;
  shopper = (await createTestUser(t.app.db)).token;
});
afterAll(async () => t?.close());

describe(`admin PIN rules (${testDbKind})`, () => {
  it('are guarded: staff may read, only the owner may change', async () => {
    await expectAdminGuards(call, { method: 'GET', url: '/pincodes/rules' }, { shopper });
    const body = { range: '790001-792999', kind: 'blocked' };
    await expectAdminGuards(
      call,
      { method: 'POST', url: '/pincodes/rules', body },
      { shopper, staff },
    );
    await expectAdminGuards(
      call,
      { method: 'POST', url: '/pincodes/allow', body: { range: '790001' } },
      { shopper, staff },
    );
    expect((await call('GET', '/pincodes/rules', undefined, { token: staff })).body).toEqual({
      data: [],
    });
  });

  it('blocks, turns cash on delivery off and allows again, each change audited', async () => {
    const blocked = await call(
      'POST',
      '/pincodes/rules',
      { range: '790001-792999', kind: 'blocked' },
      { token: owner },
    );
    expect(blocked.status).toBe(200);
    const noCod = await call(
      'POST',
      '/pincodes/rules',
      { range: '110001', kind: 'noCod' },
      { token: owner },
    );
    expect(pinRuleList.parse(noCod.body).data.map((r) => [r.from, r.to, r.kind])).toEqual([
      ['110001', '110001', 'noCod'],
      ['790001', '792999', 'blocked'],
    ]);
    const allowed = await call(
      'POST',
      '/pincodes/allow',
      { range: '790001-792999' },
      { token: owner },
    );
    expect(pinRuleList.parse(allowed.body).data).toHaveLength(1);

    const audit = await call('GET', '/audit?entity=pincodes', undefined, { token: owner });
    expect(audit.status).toBe(200);
    const actions = (audit.body.data as { action: string; entityId: string }[]).map((e) => [
      e.action,
      e.entityId,
    ]);
    expect(actions).toEqual([
      ['pincodes.allow', '790001-792999'],
      ['pincodes.no-cod', '110001'],
      ['pincodes.block', '790001-792999'],
    ]);
  });

  it('refuses a bad range or kind with a 400', async () => {
    const bad = await call(
      'POST',
      '/pincodes/rules',
      { range: '0123-4', kind: 'blocked' },
      { token: owner },
    );
    expect(bad.status).toBe(400);
    const kind = await call(
      'POST',
      '/pincodes/rules',
      { range: '110001', kind: 'maybe' },
      { token: owner },
    );
    expect(kind.status).toBe(400);
    const backwards = await call(
      'POST',
      '/pincodes/allow',
      { range: '792999-790001' },
      { token: owner },
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.error).toBe('The range 792999-790001 ends before it starts');
  });
});
