/**
 * One Idempotency-Key per checkout attempt (docs/product/rules.md section 2): a double click, or a retry
 * after a lost answer, sends the same key with the same body, so the server makes one order.
 * The key changes when what is being ordered changes (the cart, or the address: the server
 * refuses an old key with a new body), and after a success.
 */
export class AttemptKey {
  private key: string | null = null;
  private fingerprint: string | null = null;

  constructor(private readonly newKey: () => string = randomKey) {}

  /** The key for a request with this body. */
  keyFor(body: unknown): string {
    const fingerprint = JSON.stringify(body);
    if (this.key === null || fingerprint !== this.fingerprint) {
      this.key = this.newKey();
      this.fingerprint = fingerprint;
    }
    return this.key;
  }

  /** After a success, or when the cart changes: the next attempt is a new one. */
  reset(): void {
    this.key = null;
    this.fingerprint = null;
  }
}

/** crypto.randomUUID, which exists only on https and localhost; a v4 UUID by hand elsewhere. */
export function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
