import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import {
  isFollowableUrl,
  paymentErrorMessage,
  paymentOutcome,
  postForm,
  qrImageSource,
} from './payment-outcome';

describe('payment outcome (docs/product/storefront.md section 7)', () => {
  it('posts the gateway form to redirectUrl with its fields under their own names', () => {
    expect(
      paymentOutcome({
        success: true,
        action: {
          type: 'redirect_post',
          redirectUrl: 'http://localhost:8044/sandbox-gateway/_payment',
          formParams: {
            type: 'form',
            url: 'http://localhost:8044/sandbox-gateway/_payment',
            data: { key: 'k', txnid: 't1', amount: '2199.00', hash: 'abc' },
          },
        },
      }),
    ).toEqual({
      kind: 'post',
      url: 'http://localhost:8044/sandbox-gateway/_payment',
      fields: { key: 'k', txnid: 't1', amount: '2199.00', hash: 'abc' },
    });
  });

  it('falls back to formParams.url, and refuses a form without a web address', () => {
    expect(
      paymentOutcome({
        success: true,
        action: { type: 'redirect_post', formParams: { type: 'form', url: '/pay', data: {} } },
      }),
    ).toEqual({ kind: 'post', url: '/pay', fields: {} });
    expect(
      paymentOutcome({
        success: true,
        action: {
          type: 'redirect_post',
          redirectUrl: 'javascript:alert(1)',
          formParams: { data: {} },
        },
      }),
    ).toEqual({ kind: 'error', message: 'Unknown error occurred during payment process' });
  });

  it('follows a deeplink', () => {
    const url = 'upi://pay?pa=shop@upi&am=2199.00&cu=INR';
    expect(
      paymentOutcome({ success: true, action: { type: 'deeplink', redirectUrl: url } }),
    ).toEqual({ kind: 'navigate', url });
  });

  it('draws a QR from qr, or from qrBase64 raw or as a data URL', () => {
    expect(paymentOutcome({ success: true, action: { type: 'qr', qr: 'upi://pay?pa=x' } })).toEqual(
      {
        kind: 'qr',
        value: 'upi://pay?pa=x',
      },
    );
    expect(
      paymentOutcome({ success: true, action: { type: 'qr', qrBase64: 'iVBORw0KGgo=' } }),
    ).toEqual({ kind: 'qr', image: 'data:image/png;base64,iVBORw0KGgo=' });
    expect(
      paymentOutcome({
        success: true,
        action: { type: 'qr', qrBase64: 'data:image/svg+xml;base64,PHN2Zz4=' },
      }),
    ).toEqual({ kind: 'qr', image: 'data:image/svg+xml;base64,PHN2Zz4=' });
    expect(qrImageSource('abc')).toBe('data:image/png;base64,abc');
    expect(paymentOutcome({ success: true, action: { type: 'qr' } })).toMatchObject({
      kind: 'error',
    });
  });

  it('navigates to a redirectUrl sent without an action', () => {
    expect(paymentOutcome({ success: true, redirectUrl: 'https://pay.example/x' })).toEqual({
      kind: 'navigate',
      url: 'https://pay.example/x',
    });
  });

  it("is 'Payment initiated' when accepted with nothing more to do", () => {
    expect(paymentOutcome({ success: true })).toEqual({ kind: 'initiated' });
  });

  it('shows the returned error, else the unknown-error sentence', () => {
    expect(paymentOutcome({ success: false, error: 'Mobile number is required' })).toEqual({
      kind: 'error',
      message: 'Mobile number is required',
    });
    for (const body of [{ success: false }, { success: false, error: '' }, null, 'nope', {}]) {
      expect(paymentOutcome(body)).toEqual({
        kind: 'error',
        message: 'Unknown error occurred during payment process',
      });
    }
  });

  it('refuses an unknown action, and links that would run script', () => {
    expect(paymentOutcome({ success: true, action: { type: 'teleport' } })).toMatchObject({
      kind: 'error',
    });
    expect(
      paymentOutcome({
        success: true,
        action: { type: 'deeplink', redirectUrl: 'javascript:alert(1)' },
      }),
    ).toMatchObject({ kind: 'error' });
    expect(isFollowableUrl('upi://pay?pa=x')).toBe(true);
    expect(isFollowableUrl('/orders')).toBe(true);
    expect(isFollowableUrl('//evil.example')).toBe(false);
    expect(isFollowableUrl('data:text/html,hi')).toBe(false);
    expect(isFollowableUrl('JavaScript:alert(1)')).toBe(false);
  });
});

describe('payment call failures', () => {
  it("use the server's sentence for a 4xx, else the generic one", () => {
    expect(
      paymentErrorMessage(new ApiError('Order not found or access denied', 404, 'not_found')),
    ).toBe('Order not found or access denied');
    expect(paymentErrorMessage(new ApiError('Request failed with status 500', 500))).toBe(
      'Failed to process payment. Please try again later.',
    );
    expect(paymentErrorMessage(new ApiError('No response from server.', 0))).toBe(
      'Failed to process payment. Please try again later.',
    );
    expect(paymentErrorMessage(new TypeError('x'))).toBe(
      'Failed to process payment. Please try again later.',
    );
  });
});

describe('posting the gateway form', () => {
  afterEach(() => vi.restoreAllMocks());

  it('submits a hidden POST form with one hidden input per field', () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    postForm('https://gateway.example/_payment', { key: 'k', hash: 'h&1' });
    const form = document.body.querySelector('form')!;
    expect(form.method).toBe('post');
    expect(form.action).toBe('https://gateway.example/_payment');
    expect([...form.querySelectorAll('input')].map((i) => [i.type, i.name, i.value])).toEqual([
      ['hidden', 'key', 'k'],
      ['hidden', 'hash', 'h&1'],
    ]);
    expect(submit).toHaveBeenCalledOnce();
  });
});

describe('UPI through the gateway', () => {
  it('waits for the approval of a UPI collect request', () => {
    expect(
      paymentOutcome({ success: true, action: { type: 'upi_collect', vpa: 'asha@okaxis' } }),
    ).toEqual({ kind: 'upi-collect', vpa: 'asha@okaxis' });
    expect(paymentOutcome({ success: true, action: { type: 'upi_collect', vpa: ' ' } })).toEqual({
      kind: 'error',
      message: 'Unknown error occurred during payment process',
    });
  });
});
