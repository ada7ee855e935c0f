// Meta signs every webhook POST with X-Hub-Signature-256: "sha256=" and the hex HMAC-SHA256 of
// the raw request body under the app secret. The raw bytes are what is signed: a body parsed
// and written again (key order, spacing, escapes) would not match.
import { createHmac, timingSafeEqual } from 'node:crypto';

export function signBody(raw: Buffer | string, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(raw).digest('hex')}`;
}

/** Compared in constant time; a missing or malformed header is simply not valid. */
export function validSignature(
  raw: Buffer,
  header: string | string[] | undefined,
  appSecret: string,
): boolean {
  if (typeof header !== 'string' || !/^sha256=[0-9a-f]{64}$/i.test(header)) return false;
  const expected = Buffer.from(signBody(raw, appSecret).slice(7), 'hex');
  const given = Buffer.from(header.slice(7), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
