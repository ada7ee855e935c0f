// PayU's S2S UPI answers and validateVPA as PayU documents them, read by the provider: the
// intent link, a collect request, refusals; the validateVPA form and its hash written out again
// here (sha512(key|validateVPA|vpa|SALT)), not borrowed from the code under test.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readS2sAnswer, validateVpa, VPA_PATTERN, type PayuUpiGateway } from './payu-upi.ts';

const TXN = 'EE0123456789ABCDEFGHJK';

describe('the S2S UPI answer', () => {
  it('turns intentURIData into the upi://pay link the apps open', () => {
    const answer = JSON.stringify({
      metaData: {
        message: null,
        referenceId: '403993715531234567',
        statusCode: null,
        txnId: TXN,
        txnStatus: 'pending',
        unmappedStatus: 'pending',
      },
      result: {
        paymentId: '403993715531234567',
        merchantName: 'Rang Mahal',
        merchantVpa: 'rangmahal@hdfcbank',
        amount: '1499.00',
        intentURIData:
          'pa=rangmahal@hdfcbank&pn=Rang%20Mahal&tr=403993715531234567&am=1499.00&cu=INR',
      },
    });
    expect(readS2sAnswer(answer, TXN, true)).toEqual({
      ok: true,
      intent:
        'upi://pay?pa=rangmahal@hdfcbank&pn=Rang%20Mahal&tr=403993715531234567&am=1499.00&cu=INR',
      status: 'pending',
      reference: '403993715531234567',
    });
  });

  it('accepts a collect request without an intent', () => {
    const answer = JSON.stringify({
      metaData: { txnId: TXN, txnStatus: 'pending', referenceId: 'R1' },
      result: { paymentId: 'R1' },
    });
    expect(readS2sAnswer(answer, TXN, false)).toMatchObject({ ok: true, intent: null });
  });

  it('refuses a failed start, another transaction, an intent without data, and non-JSON', () => {
    const failed = JSON.stringify({
      metaData: { txnId: TXN, txnStatus: 'failed', message: 'Invalid VPA' },
      result: null,
    });
    expect(readS2sAnswer(failed, TXN, false)).toEqual({ ok: false, reason: 'Invalid VPA' });
    const other = JSON.stringify({ metaData: { txnId: 'EEOTHER', txnStatus: 'pending' } });
    expect(readS2sAnswer(other, TXN, false)).toMatchObject({ ok: false });
    const empty = JSON.stringify({ metaData: { txnId: TXN, txnStatus: 'pending' }, result: {} });
    expect(readS2sAnswer(empty, TXN, true)).toEqual({
      ok: false,
      reason: 'no intentURIData in the answer',
    });
    expect(readS2sAnswer('<html>', TXN, true)).toEqual({
      ok: false,
      reason: 'the answer is not JSON',
    });
    expect(readS2sAnswer('{"status":0,"msg":"Invalid Hash."}', TXN, true)).toMatchObject({
      ok: false,
    });
  });
});

describe('validateVPA', () => {
  const sent: { url: string; form: Record<string, string> }[] = [];
  const gateway = (body: string, status = 200): PayuUpiGateway => ({
    key: 'JPM7Fg',
    salt: 'TuxqAugd',
    url: 'https://test.payu.in/_payment',
    postserviceUrl: 'https://test.payu.in/merchant/postservice.php?form=2',
    transport: async (url, form) => {
      sent.push({ url, form: Object.fromEntries(form) });
      return { status, text: body };
    },
  });

  it('posts key, command, var1 and the command hash, and reads isVPAValid', async () => {
    sent.length = 0;
    const ok = await validateVpa(
      gateway(
        '{"status":"SUCCESS","vpa":"9999999999@upi","isVPAValid":1,"payerAccountName":"ABC"}',
      ),
      '9999999999@upi',
    );
    expect(ok).toEqual({ valid: true, payerName: 'ABC' });
    const hash = createHash('sha512')
      .update('JPM7Fg|validateVPA|9999999999@upi|TuxqAugd')
      .digest('hex');
    expect(sent).toEqual([
      {
        url: 'https://test.payu.in/merchant/postservice.php?form=2',
        form: { key: 'JPM7Fg', command: 'validateVPA', var1: '9999999999@upi', hash },
      },
    ]);
    expect(await validateVpa(gateway('{"isVPAValid":0}'), 'x@upi')).toEqual({ valid: false });
    // PayU not answering is not a verdict: the collect request goes ahead.
    expect(await validateVpa(gateway('oops', 502), 'x@upi')).toBeNull();
  });

  it('knows a VPA by its form before asking', () => {
    expect(VPA_PATTERN.test('asha.verma@okaxis')).toBe(true);
    expect(VPA_PATTERN.test('9876543210@ybl')).toBe(true);
    expect(VPA_PATTERN.test('asha@ok.axis')).toBe(false);
    expect(VPA_PATTERN.test('asha')).toBe(false);
  });
});
