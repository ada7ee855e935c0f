// What the sandbox posts back when a payment settles, card or UPI: the fields of PayU's response
// that the store reads, copied from the request, and the reverse hash over them, so the store
// checks a sandbox answer exactly as it checks PayU's.
import { randomInt } from 'node:crypto';
import { payuResponseHash } from '../providers/payu-hash.ts';
import { SANDBOX_MERCHANT_SALT } from './sandbox-credentials.ts';

/** How the settlement differs between the card page and the UPI app. */
export interface SandboxSettlement {
  mihpayid: string;
  mode: 'CC' | 'UPI';
  succeeded: boolean;
  PG_TYPE: string;
  bankcode: string;
  bank_ref_num: string;
  /** PayU's error code and message when the payment failed. */
  failure: { error: string; message: string };
}

/** A sandbox-made bank reference: digits, as banks write them. */
export function sandboxBankReference(prefix = ''): string {
  return `${prefix}${randomInt(1e9, 1e10)}`;
}

/** The signed response for the request the sandbox was sent. */
export function signedSandboxResponse(
  request: Record<string, string>,
  s: SandboxSettlement,
): Record<string, string> {
  const status = s.succeeded ? 'success' : 'failure';
  const response: Record<string, string> = {
    mihpayid: s.mihpayid,
    mode: s.mode,
    status,
    unmappedstatus: s.succeeded ? 'captured' : 'failed',
    key: request.key ?? '',
    txnid: request.txnid ?? '',
    amount: request.amount ?? '',
    productinfo: request.productinfo ?? '',
    firstname: request.firstname ?? '',
    email: request.email ?? '',
    phone: request.phone ?? '',
    udf1: request.udf1 ?? '',
    udf2: request.udf2 ?? '',
    udf3: request.udf3 ?? '',
    udf4: request.udf4 ?? '',
    udf5: request.udf5 ?? '',
    PG_TYPE: s.PG_TYPE,
    bankcode: s.bankcode,
    bank_ref_num: s.bank_ref_num,
    error: s.succeeded ? 'E000' : s.failure.error,
    error_Message: s.succeeded ? 'No Error' : s.failure.message,
    field9: 'Test mode transaction',
  };
  response.hash = payuResponseHash(
    {
      key: response.key!,
      txnid: response.txnid!,
      amount: response.amount!,
      productinfo: response.productinfo!,
      firstname: response.firstname!,
      email: response.email!,
      status,
      udf1: response.udf1,
      udf2: response.udf2,
      udf3: response.udf3,
      udf4: response.udf4,
      udf5: response.udf5,
    },
    SANDBOX_MERCHANT_SALT,
  );
  return response;
}
