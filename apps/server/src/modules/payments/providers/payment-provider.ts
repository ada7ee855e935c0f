// One interface for every way of paying. The service picks a provider with an exhaustive switch
// on the method (payments.service.ts); adding a method means adding a case there, or the
// compiler complains.
import type { PaymentAction, PaymentMethod } from '@store/contract';
import type { Executor } from '../../../db/client.ts';

/** What a payment needs to know about an order; the orders module is the source of it. */
export interface PayableOrder {
  id: string;
  userId: string;
  status: number;
  /** What is to collect: the order's total less the store credit spent on it. */
  totalPaise: number;
  /** Store credit spent on the order at checkout (0 without). */
  storeCreditPaise?: number;
  email: string;
  fullName: string;
  phone: string;
}

/** The payment form's values after the server's checks. */
export interface Payer {
  name: string;
  email: string;
  /** +91 and ten digits. */
  phone: string;
  businessName: string;
  gstin: string;
}

export interface PaymentAttempt {
  order: PayableOrder;
  payer: Payer;
  /** Phones get a UPI app link, desktops a QR code to scan with one. */
  device: 'mobile' | 'desktop';
  /** The shopper's UPI ID for a collect request (UPI through the gateway only). */
  upiId?: string | null;
  /** Sent to PayU with an S2S request (s2s_client_ip, s2s_device_info), as it asks. */
  clientIp?: string;
  userAgent?: string;
}

export type PaymentStart =
  | {
      ok: true;
      action?: PaymentAction;
      /** Cash on delivery waits for the shopper's mailed confirmation: this says so. */
      confirmationRequired?: string;
    }
  /** reason: what the gateway said, for the log only (the shopper reads error). */
  | { ok: false; error: string; reason?: string };

export interface PaymentProvider {
  readonly kind: PaymentMethod;
  start(db: Executor, attempt: PaymentAttempt): Promise<PaymentStart>;
}
