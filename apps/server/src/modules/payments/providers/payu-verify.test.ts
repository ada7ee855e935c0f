// PayU's verify_payment from the store's side: the request it signs and how it reads the
// answers PayU documents (PayU's web SDK documentation, verifyPayment), without a network.
import { describe, expect, it } from 'vitest';
import { readVerifyAnswer, verifyPayuPayment, type GatewayTransport } from './payu.ts';
import { payuCommandHash } from './payu-hash.ts';

const TXNID = '7fa6c4783a363b3da573';

// PayU's documented answer for a captured transaction, trimmed to the fields that matter.
const SUCCESS = JSON.stringify({
  status: 1,
  msg: '1 out of 1 Transactions Fetched Successfully',
  transaction_details: {
    [TXNID]: {
      mihpayid: '403993715521889530',
      bank_ref_num: '721522',
      amt: '10.00',
      transaction_amount: '10.00',
      txnid: TXNID,
      additional_charges: '0.00',
      productinfo: 'Test',
      udf1: '',
      net_amount_debit: 10,
      status: 'success',
      unmappedstatus: 'captured',
    },
  },
});

const NOT_FOUND = JSON.stringify({
  status: 0,
  msg: '0 out of 1 Transactions Fetched Successfully',
  transaction_details: { [TXNID]: { mihpayid: 'Not Found', status: 'Not Found' } },
});

describe('verify_payment', () => {
  it('signs sha512(key|command|var1|SALT), checked against sha512sum', () => {
    expect(payuCommandHash('JPM7Fg', 'verify_payment', TXNID, 'TuxqAugd')).toBe(
      'c24ee06c7cf40314ede424b1fcc2b97a12f97a7d3dd206876eef16660eb09fd374fd82861f66d8152e72d1c9e3ee37fc691d47d6a387502872b03c7338a50880',
    );
  });

  it('posts key, command, var1 and hash to the postservice', async () => {
    const seen: { url: string; form: Record<string, string> }[] = [];
    const transport: GatewayTransport = async (url, form) => {
      seen.push({ url, form: Object.fromEntries(form) });
      return { status: 200, text: SUCCESS };
    };
    const endpoint = { key: 'JPM7Fg', salt: 'TuxqAugd', verifyUrl: 'https://pay.example/ps' };
    const answer = await verifyPayuPayment(endpoint, TXNID, transport);
    expect(seen).toEqual([
      {
        url: 'https://pay.example/ps',
        form: {
          key: 'JPM7Fg',
          command: 'verify_payment',
          var1: TXNID,
          hash: payuCommandHash('JPM7Fg', 'verify_payment', TXNID, 'TuxqAugd'),
        },
      },
    ]);
    expect(answer).toMatchObject({
      kind: 'success',
      amountPaise: 1000,
      // An empty udf1 names no order: only one that names another is a contradiction.
      orderId: null,
      gatewayRef: '403993715521889530',
    });
  });

  it('reads Not Found, failure and anything else as pending', () => {
    expect(readVerifyAnswer(NOT_FOUND, TXNID)).toEqual({ kind: 'not-found' });
    const failed = SUCCESS.replace('"status":"success"', '"status":"failure"');
    expect(readVerifyAnswer(failed, TXNID).kind).toBe('failure');
    const pending = SUCCESS.replace('"status":"success"', '"status":"pending"');
    expect(readVerifyAnswer(pending, TXNID).kind).toBe('pending');
  });

  it('concludes nothing from an answer it cannot read or one about another transaction', async () => {
    expect(readVerifyAnswer('<html>busy</html>', TXNID).kind).toBe('unreachable');
    expect(readVerifyAnswer(SUCCESS, 'EEOTHERTXN').kind).toBe('unreachable');
    const endpoint = { key: 'k', salt: 's', verifyUrl: 'https://pay.example/ps' };
    const down: GatewayTransport = async () => {
      throw new Error('connect ECONNREFUSED');
    };
    expect(await verifyPayuPayment(endpoint, TXNID, down)).toEqual({
      kind: 'unreachable',
      reason: 'connect ECONNREFUSED',
    });
    const busy: GatewayTransport = async () => ({ status: 503, text: '' });
    expect(await verifyPayuPayment(endpoint, TXNID, busy)).toEqual({
      kind: 'unreachable',
      reason: 'HTTP 503',
    });
  });
});
