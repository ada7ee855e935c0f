import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema.ts';
import {
  createTestDatabase,
  createTestUser,
  testDbKind,
  type TestDatabase,
} from '../../test/harness.ts';
import { revokeSession } from './accounts.repository.ts';
import { hashToken } from '../../kernel/tokens.ts';
import { issueSessionToken, userOfSessionToken } from './sessions.service.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe(`session tokens (${testDbKind})`, () => {
  it('stores only the hash and finds the user and the session by the token', async () => {
    const shopper = await createTestUser(database.db, { firstName: 'Meera', lastName: 'Iyer' });
    const { token, expiresAt } = await issueSessionToken(database.db, shopper.id, 2);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(expiresAt.getTime()).toBeGreaterThan(Date.now() + 3_500_000);

    const [row] = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(row).toBeDefined();
    expect(JSON.stringify(row)).not.toContain(token);

    expect(await userOfSessionToken(database.db, token)).toEqual({
      id: shopper.id,
      email: shopper.email,
      firstName: 'Meera',
      lastName: 'Iyer',
      createdAt: expect.any(Date),
      sessionId: row!.id,
    });
  });

  it('signs in no one with a malformed, unknown, expired or revoked token', async () => {
    const shopper = await createTestUser(database.db);
    expect(await userOfSessionToken(database.db, 'short')).toBeNull();
    expect(await userOfSessionToken(database.db, 'A'.repeat(43))).toBeNull();
    // The stored hash is not a token either.
    expect(await userOfSessionToken(database.db, hashToken(shopper.token))).toBeNull();

    const expired = await issueSessionToken(database.db, shopper.id, -1);
    expect(await userOfSessionToken(database.db, expired.token)).toBeNull();

    const live = await userOfSessionToken(database.db, shopper.token);
    expect(live?.id).toBe(shopper.id);
    await revokeSession(database.db, live!.sessionId);
    expect(await userOfSessionToken(database.db, shopper.token)).toBeNull();
  });
});
