// PayU hosted checkout's published hash formulas (docs.payu.in, "Generate Hash" and "Collect
// Additional Charges"). Every value joins with '|' in a fixed order and the salt, the shared
// secret, never leaves the server. The sandbox gateway imports these too, so both ends of the
// protocol agree by construction; the tests pin them to vectors computed outside this code.
import { createHash, timingSafeEqual } from 'node:crypto';

export interface PayuHashFields {
  key: string;
  txnid: string;
  /** Exactly as posted, e.g. "1499.00": the hash covers the text, not the number. */
  amount: string;
  productinfo: string;
  firstname: string;
  email: string;
  udf1?: string;
  udf2?: string;
  udf3?: string;
  udf4?: string;
  udf5?: string;
}

export interface PayuResponseHashFields extends PayuHashFields {
  status: string;
  /** Present only when PayU added convenience fees; it then leads the reverse hash. */
  additionalCharges?: string;
}

const sha512 = (text: string) => createHash('sha512').update(text, 'utf8').digest('hex');

/** sha512(key|txnid|amount|productinfo|firstname|email|udf1|udf2|udf3|udf4|udf5||||||SALT) */
export function payuRequestHash(f: PayuHashFields, salt: string): string {
  return sha512(
    [
      f.key,
      f.txnid,
      f.amount,
      f.productinfo,
      f.firstname,
      f.email,
      f.udf1 ?? '',
      f.udf2 ?? '',
      f.udf3 ?? '',
      f.udf4 ?? '',
      f.udf5 ?? '',
      '',
      '',
      '',
      '',
      '',
      salt,
    ].join('|'),
  );
}

/**
 * sha512(SALT|status||||||udf5|udf4|udf3|udf2|udf1|email|firstname|productinfo|amount|txnid|key),
 * prefixed with "additionalCharges|" when PayU reports additional charges.
 */
export function payuResponseHash(f: PayuResponseHashFields, salt: string): string {
  const parts = [
    salt,
    f.status,
    '',
    '',
    '',
    '',
    '',
    f.udf5 ?? '',
    f.udf4 ?? '',
    f.udf3 ?? '',
    f.udf2 ?? '',
    f.udf1 ?? '',
    f.email,
    f.firstname,
    f.productinfo,
    f.amount,
    f.txnid,
    f.key,
  ];
  if (f.additionalCharges) parts.unshift(f.additionalCharges);
  return sha512(parts.join('|'));
}

/** Compares hex digests in constant time; PayU sends lower case, some integrations upper. */
export function sameHash(expected: string, received: string): boolean {
  const a = Buffer.from(expected.toLowerCase(), 'utf8');
  const b = Buffer.from(received.toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * sha512(key|command|var1|SALT): the hash of PayU's postservice commands such as
 * verify_payment (docs.payu.in, "Verify Payment API").
 */
export function payuCommandHash(key: string, command: string, var1: string, salt: string): string {
  return sha512([key, command, var1, salt].join('|'));
}
