import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { DomainError } from '../lib/domain-error.ts';
import { createPasswordHasher, OWASP_SCRYPT } from './password.ts';

const fast = createPasswordHasher({ cost: 10 });

describe('password hashing', () => {
  it('uses the OWASP scrypt parameters unless told otherwise', () => {
    expect(OWASP_SCRYPT).toEqual({ ln: 17, r: 8, p: 1 });
    expect(loadConfig({}).auth.passwordHashCost).toBe(OWASP_SCRYPT.ln);
  });

  it('refuses a lower cost outside the test suite', () => {
    expect(() => loadConfig({ PASSWORD_HASH_COST: '12' })).toThrow(ConfigError);
    expect(() => loadConfig({ PASSWORD_HASH_COST: '12', NODE_ENV: 'production' })).toThrow(
      /PASSWORD_HASH_COST/,
    );
    expect(loadConfig({ PASSWORD_HASH_COST: '12', NODE_ENV: 'test' }).auth.passwordHashCost).toBe(
      12,
    );
  });

  it('hashes at the full OWASP cost and verifies the result', async () => {
    const owasp = createPasswordHasher({ cost: OWASP_SCRYPT.ln });
    const stored = await owasp.hash('correct horse battery staple');
    expect(stored).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{86}$/);
    expect(await owasp.verify('correct horse battery staple', stored)).toBe(true);
  });

  it('salts every hash and never stores the password', async () => {
    const a = await fast.hash('secret123');
    const b = await fast.hash('secret123');
    expect(a).not.toBe(b);
    expect(a).not.toContain('secret123');
  });

  it('refuses a wrong password', async () => {
    const stored = await fast.hash('secret123');
    expect(await fast.verify('secret124', stored)).toBe(false);
    expect(await fast.verify('', stored)).toBe(false);
  });

  it('uses every character of a long passphrase (no truncation)', async () => {
    const long = 'ज'.repeat(60) + 'x'.repeat(67) + 'A';
    expect(long).toHaveLength(128);
    const stored = await fast.hash(long);
    expect(await fast.verify(long, stored)).toBe(true);
    expect(await fast.verify(long.slice(0, 127) + 'B', stored)).toBe(false);
  });

  it('matches the same password in another Unicode form', async () => {
    const composed = 'Anaïs-पासवर्ड'.normalize('NFC');
    const decomposed = composed.normalize('NFD');
    expect(decomposed).not.toBe(composed);
    expect(await fast.verify(decomposed, await fast.hash(composed))).toBe(true);
  });

  it('answers false for a stored value that is not a hash', async () => {
    expect(await fast.verify('anything', 'test-user-without-password')).toBe(false);
    expect(await fast.verify('anything', '$scrypt$ln=30,r=8,p=1$AAAA$BBBB')).toBe(false);
  });

  it('spends real hashing time when there is nothing to compare', async () => {
    const slow = createPasswordHasher({ cost: 14 });
    const stored = await slow.hash('secret123');
    const timed = async (work: () => Promise<unknown>) => {
      const t0 = performance.now();
      await work();
      return performance.now() - t0;
    };
    // Interleaved and compared by median, so that load from other tests hits both alike.
    const real: number[] = [];
    const dummy: number[] = [];
    for (let i = 0; i < 7; i++) {
      real.push(await timed(() => slow.verify('guess', stored)));
      dummy.push(await timed(() => slow.verifyNothing('guess')));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[3]!;
    expect(median(dummy)).toBeGreaterThan(median(real) * 0.5);
  });

  // A busy refusal is answered 503 with Retry-After: 5 (plugins/errors.test.ts checks the mapping).
  it('turns hashes away as busy (a 503) once too many wait, and serves the rest', async () => {
    const h = createPasswordHasher({ cost: 14, concurrency: 1, maxWaiting: 2 });
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => h.hash('pass-word')));
    // One runs, two wait, two are refused at once.
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused).toHaveLength(2);
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(DomainError);
      expect(r.reason).toMatchObject({
        kind: 'busy',
        retryAfterSeconds: 5,
        message: 'Too many sign-ins at once. Please try again in a moment.',
      });
    }
    // Once the queue has drained, hashing works again.
    await expect(h.hash('pass-word')).resolves.toMatch(/^\$scrypt\$/);
  });

  it('asks for a new hash when the parameters changed', async () => {
    const stored = await fast.hash('secret123');
    expect(fast.needsRehash(stored)).toBe(false);
    expect(createPasswordHasher({ cost: 11 }).needsRehash(stored)).toBe(true);
    expect(fast.needsRehash('not-a-hash')).toBe(true);
  });
});
