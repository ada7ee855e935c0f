import { z } from 'zod';
import { orderStatus } from './orders.ts';
import { plainText } from './plain-text.ts';

/**
 * The ways a shopper can pay (docs/product/rules.md section 5). The same words are stored as an order's
 * paymentMethod, so they never change meaning.
 */
export const PAYMENT_METHODS = ['upi', 'card', 'cod'] as const;
export const paymentMethod = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof paymentMethod>;

export const paymentFieldType = z.enum([
  'text',
  'email',
  'password',
  'number',
  'tel',
  'textarea',
  'select',
  'checkbox',
]);

export const paymentFieldOption = z.object({ label: z.string(), value: z.string() });

/** docs/product/storefront.md section 3, "Payment form field": what the payment screen draws and checks. */
export const paymentField = z.object({
  name: z.string(),
  label: z.string(),
  placeholder: z.string().optional(),
  description: z.string().optional(),
  type: paymentFieldType,
  options: z.array(paymentFieldOption).optional(),
  inline: z.boolean().optional(),
  mask: z.string().optional(),
  rules: z
    .object({
      required: z.boolean().optional(),
      minLength: z.number().int().optional(),
      maxLength: z.number().int().optional(),
      /** A slash-delimited regular expression such as "/^\\+91[6-9]\\d{9}$/". */
      pattern: z.string().optional(),
    })
    .optional(),
  defaultValue: z.string().optional(),
  /** Shown only once at least one of these fields holds a non-blank value. */
  showWhenFilled: z.array(z.string()).optional(),
  /** Shown only while another field holds this value (the UPI ID while UPI is the method). */
  showWhenValue: z.object({ field: z.string(), value: z.string() }).optional(),
});
export type PaymentField = z.infer<typeof paymentField>;

/**
 * GET /payments/fields. `testMode` is true when card payments go to the bundled sandbox gateway
 * or UPI uses the demo VPA: no real money moves, and the payment screen says so.
 */
export const paymentFieldsResponse = z.object({
  fields: z.array(paymentField),
  testMode: z.boolean(),
});
export type PaymentFieldsResponse = z.infer<typeof paymentFieldsResponse>;

/**
 * GET /payments/fields as the storefront reads it (docs/product/storefront.md section 7): the
 * object above, or the bare array of fields.
 */
export const paymentFieldsAnswer = z.union([paymentFieldsResponse, z.array(paymentField)]);
export type PaymentFieldsAnswer = z.infer<typeof paymentFieldsAnswer>;

export const orderIdInput = plainText(
  z
    .string({ message: 'orderId must be a string' })
    .trim()
    .min(1, 'orderId is required')
    .max(40, 'orderId is too long'),
  'orderId',
);

/**
 * POST /payments. `fields` holds the form's values by field name, all strings (checkboxes send
 * 'true' or 'false'). A field named `device` ('mobile' or 'desktop') may override the User-Agent
 * when deciding between a UPI QR code and a UPI app link.
 */
export const paymentRequest = z
  .object({
    orderId: orderIdInput,
    fields: z
      .record(
        plainText(z.string().max(40, 'field names are at most 40 characters'), 'a field name'),
        plainText(
          z
            .string({ message: 'field values must be strings' })
            .max(500, 'a field value is too long'),
          'a field value',
        ),
      )
      .refine((f) => Object.keys(f).length <= 20, 'too many fields'),
  })
  .strict();
export type PaymentRequest = z.infer<typeof paymentRequest>;

/** A UPI app link, drawn as a QR code on desktops. */
export const qrAction = z.object({ type: z.literal('qr'), qr: z.string() });
/** A UPI app link the phone opens directly. */
export const deeplinkAction = z.object({ type: z.literal('deeplink'), redirectUrl: z.string() });
/**
 * A hosted payment page: post each entry of formParams.data as a form field named by its key
 * (flat names, as the gateway reads them) to redirectUrl.
 */
export const redirectPostAction = z.object({
  type: z.literal('redirect_post'),
  redirectUrl: z.string(),
  formParams: z.object({
    type: z.literal('form'),
    url: z.string(),
    data: z.record(z.string(), z.string()),
  }),
});
/**
 * A UPI collect request went to the shopper's UPI ID: they approve it in their UPI app, and
 * the screen waits for the gateway's word (docs/payments.md, "UPI through PayU").
 */
export const upiCollectAction = z.object({ type: z.literal('upi_collect'), vpa: z.string() });
export const paymentAction = z.discriminatedUnion('type', [
  qrAction,
  deeplinkAction,
  redirectPostAction,
  upiCollectAction,
]);
export type PaymentAction = z.infer<typeof paymentAction>;

/**
 * docs/product/storefront.md section 3, "Payment response". success without an action (cash on delivery) means
 * the order is confirmed; success false carries a sentence for the shopper.
 */
export const paymentResponse = z.union([
  z.object({
    success: z.literal(true),
    action: paymentAction.optional(),
    /**
     * Cash on delivery of a large order: the sentence saying it waits for the shopper's
     * confirmation through the mailed link (docs/offers.md).
     */
    confirmationRequired: z.string().optional(),
  }),
  z.object({ success: z.literal(false), error: z.string() }),
]);
export type PaymentResponse = z.infer<typeof paymentResponse>;

/**
 * POST /payments as the storefront reads it: the payment response of docs/product/storefront.md
 * section 3 (success, error, redirectUrl, action {type, redirectUrl, formParams {type, url, data},
 * qr, qrBase64}), wider than what this server sends (paymentResponse above). The payment screen
 * handles each of its forms, such as a QR as an image or a refusal without its sentence.
 */
export const paymentAnswer = z.object({
  success: z.boolean(),
  error: z.string().optional(),
  redirectUrl: z.string().optional(),
  action: z
    .object({
      type: z.string(),
      redirectUrl: z.string().optional(),
      formParams: z
        .object({
          type: z.string().optional(),
          url: z.string().optional(),
          data: z.record(z.string(), z.unknown()).optional(),
        })
        .optional(),
      qr: z.string().optional(),
      qrBase64: z.string().optional(),
      /** upi_collect: the UPI ID the collect request went to. */
      vpa: z.string().optional(),
    })
    .optional(),
  confirmationRequired: z.string().optional(),
});
export type PaymentAnswer = z.infer<typeof paymentAnswer>;

export const paymentStatusQuery = z.object({ orderId: orderIdInput }).strict();

/** GET /payments/status: what the QR screen polls to move on by itself once paid. */
export const paymentStatusResponse = z.object({
  orderId: z.string(),
  /** The order's status code (0 Pending, 1 Processing, ...). */
  status: orderStatus,
  paid: z.boolean(),
  /**
   * Where the latest UPI payment through the gateway stands, when there is one: 'failed' once
   * it was declined, so the screen waiting for it offers another try.
   */
  upi: z.enum(['pending', 'success', 'failed']).optional(),
});
export type PaymentStatusResponse = z.infer<typeof paymentStatusResponse>;
