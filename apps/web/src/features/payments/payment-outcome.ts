import { ApiError } from '../../lib/api-client';

/**
 * What the payment screen does with POST /payments' answer (docs/product/storefront.md section 7), decided by a
 * pure function so every case is tested; the screen only carries it out.
 */

export const UNKNOWN_PAYMENT_ERROR = 'Unknown error occurred during payment process';
export const PAYMENT_FAILED = 'Failed to process payment. Please try again later.';
export const QR_INSTRUCTIONS =
  'Please scan this QR code with your banking or payment app to complete the payment.';
export const QR_SIZE = 256;

export type PaymentOutcome =
  /** A hosted payment page: the browser posts these fields to `url`. */
  | { kind: 'post'; url: string; fields: Record<string, string> }
  /** A UPI app link or another page: the browser goes there. */
  | { kind: 'navigate'; url: string }
  /** A QR code to draw from `value`, or a ready image. */
  | { kind: 'qr'; value: string; image?: undefined }
  | { kind: 'qr'; image: string; value?: undefined }
  /** A UPI collect request went to this UPI ID: the shopper approves it in their UPI app. */
  | { kind: 'upi-collect'; vpa: string }
  /** Accepted with nothing more to do (cash on delivery): 'Payment initiated', then /orders. */
  | { kind: 'initiated' }
  /** Cash on delivery of a large order: it waits for the link mailed to the shopper. */
  | { kind: 'confirm-by-mail'; message: string }
  | { kind: 'error'; message: string };

function record(value: unknown): Record<string, unknown> | null {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Links the browser may follow: web pages and app links such as upi://, never script. */
export function isFollowableUrl(url: string): boolean {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme === undefined) return url.startsWith('/') && !url.startsWith('//');
  return !['javascript', 'data', 'vbscript', 'blob', 'file'].includes(scheme);
}

/** qrBase64 arrives raw or as a data URL; an image source either way. */
export function qrImageSource(qrBase64: string): string {
  return qrBase64.startsWith('data:') ? qrBase64 : `data:image/png;base64,${qrBase64}`;
}

const unknownError: PaymentOutcome = { kind: 'error', message: UNKNOWN_PAYMENT_ERROR };

function navigateTo(url: string): PaymentOutcome {
  return url && isFollowableUrl(url) ? { kind: 'navigate', url } : unknownError;
}

export function paymentOutcome(response: unknown): PaymentOutcome {
  const body = record(response);
  if (!body || body.success !== true) {
    return { kind: 'error', message: text(body?.error) || UNKNOWN_PAYMENT_ERROR };
  }
  const action = record(body.action);
  if (!action) {
    const confirmation = text(body.confirmationRequired);
    if (confirmation) return { kind: 'confirm-by-mail', message: confirmation };
    const redirectUrl = text(body.redirectUrl);
    return redirectUrl ? navigateTo(redirectUrl) : { kind: 'initiated' };
  }

  switch (action.type) {
    case 'redirect_post': {
      const params = record(action.formParams);
      const url = text(action.redirectUrl) || text(params?.url);
      if (!params || !url || !/^(https?:\/\/|\/(?!\/))/i.test(url)) return unknownError;
      // The gateway reads its fields by their own names (key, txnid, hash...), so each entry of
      // formParams.data is posted flat under its key, as the API's contract describes.
      const fields: Record<string, string> = {};
      for (const [name, value] of Object.entries(record(params.data) ?? {})) {
        if (value !== undefined && value !== null) fields[name] = String(value);
      }
      return { kind: 'post', url, fields };
    }
    case 'deeplink':
      return navigateTo(text(action.redirectUrl) || text(body.redirectUrl));
    case 'qr': {
      const qr = text(action.qr);
      if (qr) return { kind: 'qr', value: qr };
      const qrBase64 = text(action.qrBase64);
      if (qrBase64) return { kind: 'qr', image: qrImageSource(qrBase64) };
      return unknownError;
    }
    case 'upi_collect': {
      const vpa = text(action.vpa);
      return vpa ? { kind: 'upi-collect', vpa } : unknownError;
    }
    default: {
      const redirectUrl = text(body.redirectUrl) || text(action.redirectUrl);
      return redirectUrl ? navigateTo(redirectUrl) : unknownError;
    }
  }
}

/** Posts a hidden form, so the browser leaves for the gateway with these fields. */
export function postForm(url: string, fields: Record<string, string>, doc: Document = document) {
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = url;
  form.style.display = 'none';
  for (const [name, value] of Object.entries(fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  doc.body.appendChild(form);
  form.submit();
}

/**
 * A POST /payments that failed outright: the server's sentence for what the shopper can act on
 * (the order is not theirs, already paid...), the spec's generic one for anything else.
 */
export function paymentErrorMessage(error: unknown): string {
  if (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.code !== null
  ) {
    return error.message;
  }
  return PAYMENT_FAILED;
}
