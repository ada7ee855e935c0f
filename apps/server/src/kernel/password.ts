// Password hashing with scrypt from node:crypto (no native add-on to build). Hashes are stored
// in the PHC string format, `$scrypt$ln=17,r=8,p=1$<salt>$<hash>`, so that each hash carries
// its own parameters: raising the cost later upgrades old hashes at their next sign-in.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { busy } from '../lib/domain-error.ts';

/** OWASP's current recommendation for scrypt: N = 2^17 (128 MiB), r = 8, p = 1. */
export const OWASP_SCRYPT = { ln: 17, r: 8, p: 1 } as const;

const KEY_BYTES = 64;
const SALT_BYTES = 16;
const PHC = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

interface Params {
  ln: number;
  r: number;
  p: number;
}

function deriveKey(password: string, salt: Buffer, params: Params, length: number) {
  const N = 2 ** params.ln;
  const options: ScryptOptions = {
    N,
    r: params.r,
    p: params.p,
    // Node refuses anything above 32 MiB by default; scrypt needs 128 * N * r bytes, plus room.
    maxmem: 128 * N * params.r * params.p + 32 * 1024 * 1024,
  };
  return new Promise<Buffer>((resolve, reject) => {
    // NFKC, as NIST SP 800-63B advises: the same password typed on a phone and on a laptop
    // may arrive in different Unicode forms and must still match.
    scrypt(password.normalize('NFKC'), salt, length, options, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/**
 * At most `size` hashes at once. Each one holds 128 MiB and a libuv worker thread for about a
 * third of a second; unbounded, a burst of sign-ins would starve file and compression work
 * (which share those threads) and could exhaust memory.
 */
function createGate(size: number, maxWaiting: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function gated<T>(work: () => Promise<T>): Promise<T> {
    if (running >= size) {
      // A flood of sign-ins from many addresses (each under its own limit) would otherwise queue
      // without end, every shopper waiting behind it: past a few seconds of work, say so at once.
      if (waiting.length >= maxWaiting) {
        throw busy('Too many sign-ins at once. Please try again in a moment.', 5);
      }
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    running += 1;
    try {
      return await work();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** Constant-time comparison; false (never an error) for a stored value that is not a hash. */
  verify(password: string, stored: string): Promise<boolean>;
  /** Spends the same time as a real verification, for sign-ins to unknown emails. */
  verifyNothing(password: string): Promise<void>;
  /** True when the stored hash uses other parameters than the current ones. */
  needsRehash(stored: string): boolean;
}

function parse(stored: string): (Params & { salt: Buffer; key: Buffer }) | null {
  const m = PHC.exec(stored);
  if (!m) return null;
  const params = { ln: Number(m[1]), r: Number(m[2]), p: Number(m[3]) };
  // Bounds keep a damaged or planted row from asking for gigabytes of memory.
  if (params.ln < 10 || params.ln > 20 || params.r < 1 || params.r > 16) return null;
  if (params.p < 1 || params.p > 4) return null;
  const salt = Buffer.from(m[4]!, 'base64');
  const key = Buffer.from(m[5]!, 'base64');
  if (salt.length < 16 || key.length < 32) return null;
  return { ...params, salt, key };
}

const b64 = (b: Buffer) => b.toString('base64').replace(/=+$/, '');

export function createPasswordHasher(options: {
  /** log2 of N; OWASP_SCRYPT.ln unless a test asks for less. */
  cost: number;
  concurrency?: number;
  /** Hashes allowed to wait for a free slot; past that a hash is refused as busy (createGate). */
  maxWaiting?: number;
}): PasswordHasher {
  const params: Params = { ln: options.cost, r: OWASP_SCRYPT.r, p: OWASP_SCRYPT.p };
  const gated = createGate(options.concurrency ?? 2, options.maxWaiting ?? 32);
  // Random bytes in the shape of a hash with the current parameters: checking a password
  // against it costs exactly what a real check costs, and nothing can ever match it.
  const dummy = `$scrypt$ln=${params.ln},r=${params.r},p=${params.p}$${b64(randomBytes(SALT_BYTES))}$${b64(randomBytes(KEY_BYTES))}`;

  const hash = async (password: string) => {
    const salt = randomBytes(SALT_BYTES);
    const key = await gated(() => deriveKey(password, salt, params, KEY_BYTES));
    return `$scrypt$ln=${params.ln},r=${params.r},p=${params.p}$${b64(salt)}$${b64(key)}`;
  };

  async function verify(password: string, stored: string): Promise<boolean> {
    const parsed = parse(stored);
    if (!parsed) {
      await verifyNothing(password);
      return false;
    }
    const key = await gated(() => deriveKey(password, parsed.salt, parsed, parsed.key.length));
    return timingSafeEqual(key, parsed.key);
  }

  async function verifyNothing(password: string): Promise<void> {
    await verify(password, dummy);
  }

  return {
    hash,
    verify,
    verifyNothing,
    needsRehash(stored) {
      const parsed = parse(stored);
      return !parsed || parsed.ln !== params.ln || parsed.r !== params.r || parsed.p !== params.p;
    },
  };
}
