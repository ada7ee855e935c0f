// WhatsApp order updates (docs/whatsapp.md): consent, queueing in the caller's transaction, and
// the sending of what is due. A message is queued only for an order whose shopper said yes at
// checkout, and checked again just before it goes: a consent withdrawn or a STOP received in
// between stops it (status 'skipped'). The mail of the same event is queued beside it by the
// same change and goes whatever happens here.
import { formatPaise } from '@store/contract';
import type { Executor } from '../../db/client.ts';
import { getStoreSettings } from '../store/index.ts';
import type { WhatsAppSender } from './whatsapp-sender.ts';
import {
  internationalPhone,
  templateMessage,
  type WhatsAppEvent,
  type WhatsAppLanguage,
} from './whatsapp-templates.ts';
import {
  claimDueMessages,
  findAccountConsent,
  insertMessage,
  liveConsent,
  markMessageAttemptFailed,
  markMessageSent,
  markMessageSkipped,
  saveOrderConsent,
  withdrawAccount,
  type WhatsAppMessageRow,
} from './whatsapp.repository.ts';
import { findOfferConsent, offerRecipient, setOfferConsent } from './whatsapp-offers.repository.ts';

/** What the order's change knows of the order; the caller passes its own row. */
export interface OrderForWhatsApp {
  id: string;
  fullName: string;
  totalPaise: number;
  courier?: string | null;
  trackingNumber?: string | null;
}

export type QueueWhatsAppInput =
  | { event: 'order-confirmed' | 'order-shipped' | 'order-delivered'; order: OrderForWhatsApp }
  /** The COD link's address: its token goes into the Confirm and Cancel buttons' payloads. */
  | { event: 'cod-order-placed'; order: OrderForWhatsApp; codConfirmUrl: string }
  /**
   * A courier's out-for-delivery event: `attempt` (the event's time) keeps it to one message per
   * attempt however often the courier repeats the event; `codPaise` is the cash to pay at the door.
   */
  | {
      event: 'order-out-for-delivery';
      order: OrderForWhatsApp;
      codPaise: number;
      attempt: string;
    };

function eventData(input: QueueWhatsAppInput): Record<string, string> {
  const { order } = input;
  const data: Record<string, string> = {
    orderId: order.id,
    name: order.fullName.trim().split(/\s+/)[0] ?? '',
    amount: formatPaise(order.totalPaise),
  };
  if (order.courier) data.courier = order.courier;
  if (order.trackingNumber) data.awb = order.trackingNumber;
  if (input.event === 'order-out-for-delivery' && input.codPaise > 0) {
    data.toCollect = formatPaise(input.codPaise);
  }
  if (input.event === 'cod-order-placed') {
    data.token = new URL(input.codConfirmUrl).searchParams.get('token') ?? '';
  }
  return data;
}

/**
 * Queues the event's message in `tx` when the order's shopper opted in and has not withdrawn
 * or replied STOP. One message per event and order; a COD link replaced by a newer one sends
 * the newer one too. Returns whether a message was queued.
 */
export async function queueWhatsApp(tx: Executor, input: QueueWhatsAppInput): Promise<boolean> {
  const consent = await liveConsent(tx, input.order.id);
  if (!consent) return false;
  const data = eventData(input);
  const dedupeKey =
    input.event === 'cod-order-placed'
      ? `${input.event}:${input.order.id}:${data.token!.slice(0, 12)}`
      : input.event === 'order-out-for-delivery'
        ? `${input.event}:${input.order.id}:${input.attempt}`
        : `${input.event}:${input.order.id}`;
  return insertMessage(tx, {
    orderId: input.order.id,
    event: input.event,
    language: consent.language,
    toPhone: consent.phone,
    data,
    dedupeKey,
  });
}

/**
 * The tick at checkout (POST /orders with whatsappOptIn: true), in the order's transaction:
 * kept with its time on the order and on the account. A number that replied STOP stays
 * blocked: the consent is kept but no message goes.
 */
export async function recordCheckoutConsent(
  tx: Executor,
  c: { orderId: string; userId: string | null; phone: string; language: WhatsAppLanguage },
): Promise<void> {
  const phone = internationalPhone(c.phone);
  if (!phone) return;
  await saveOrderConsent(tx, { ...c, phone });
}

export async function accountConsent(db: Executor, userId: string) {
  const row = await findAccountConsent(db, userId);
  return { optedIn: row?.optedIn ?? false, changedAt: row?.changedAt ?? null };
}

/** The account page's switch: off for the account and every order it placed. */
export async function withdrawAccountConsent(db: Executor, userId: string) {
  await withdrawAccount(db, userId);
  return accountConsent(db, userId);
}

/** The account's separate answer about offers on WhatsApp (the abandoned-cart reminder). */
export async function offerConsent(db: Executor, userId: string) {
  const row = await findOfferConsent(db, userId);
  return { optedIn: row?.optedIn ?? false, changedAt: row?.changedAt ?? null };
}

export async function changeOfferConsent(db: Executor, userId: string, optedIn: boolean) {
  await setOfferConsent(db, userId, optedIn);
  return offerConsent(db, userId);
}

/**
 * Queues the abandoned-cart reminder in `tx` when the account said yes to offers and has a
 * number with live order-updates consent; once per cart (the cart's own id in the key).
 * Returns whether it was queued: the caller marks the cart reminded in the same transaction.
 */
export async function queueCartReminder(
  tx: Executor,
  r: { userId: string; cartKey: string; firstName: string; token: string },
): Promise<boolean> {
  const to = await offerRecipient(tx, r.userId);
  if (!to) return false;
  return insertMessage(tx, {
    orderId: null,
    event: 'cart-reminder',
    language: to.language,
    toPhone: to.phone,
    data: { userId: r.userId, name: r.firstName.trim().split(/\s+/)[0] ?? '', token: r.token },
    dedupeKey: `cart-reminder:${r.cartKey}`,
  });
}

/** Whether the message may still go: its order's consent, or for the cart reminder offers. */
async function stillAllowed(db: Executor, m: WhatsAppMessageRow): Promise<boolean> {
  if (m.event === 'cart-reminder') {
    const to = m.data.userId ? await offerRecipient(db, m.data.userId) : null;
    return to !== null && to.phone === m.toPhone;
  }
  return m.orderId ? (await liveConsent(db, m.orderId)) !== null : false;
}

// ---------------------------------------------------------------------------------------------
// Sending

export interface WhatsAppSending {
  worker: string;
  sender: WhatsAppSender;
  publicUrl: string;
  maxAttempts: number;
  retryBaseMs: number;
  retryMaxMs: number;
  leaseMs: number;
  batch: number;
  stopping?: () => boolean;
}

/** The wait before the next attempt: doubling from the base, at most the cap (as mails). */
export function retryDelayMs(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.min(Math.max(attempt - 1, 0), 40));
}

export interface WhatsAppReport {
  sent: number;
  retrying: number;
  failed: number;
  skipped: number;
}

async function sendOne(
  db: Executor,
  m: WhatsAppMessageRow,
  storeName: string,
  s: WhatsAppSending,
  report: WhatsAppReport,
): Promise<void> {
  if (!(await stillAllowed(db, m))) {
    await markMessageSkipped(db, m.id, s.worker, 'consent withdrawn or number blocked');
    report.skipped += 1;
    return;
  }
  const body = templateMessage(
    { event: m.event as WhatsAppEvent, language: m.language as WhatsAppLanguage, to: m.toPhone },
    m.data,
    { storeName, publicUrl: s.publicUrl },
  );
  const outcome = await s.sender.send(body, m.dedupeKey);
  if (outcome.ok) {
    await markMessageSent(db, m.id, s.worker, outcome.id);
    report.sent += 1;
    return;
  }
  const last = !outcome.retry || m.attempts >= s.maxAttempts;
  const wait = last ? null : retryDelayMs(m.attempts, s.retryBaseMs, s.retryMaxMs);
  await markMessageAttemptFailed(db, m.id, s.worker, outcome, wait);
  if (last) report.failed += 1;
  else report.retrying += 1;
}

/** Sends what is due, a batch at a time, until nothing is left (or the process is closing). */
export async function sendDueWhatsApp(db: Executor, s: WhatsAppSending): Promise<WhatsAppReport> {
  const report: WhatsAppReport = { sent: 0, retrying: 0, failed: 0, skipped: 0 };
  const storeName = (await getStoreSettings(db)).storeName || 'our store';
  for (;;) {
    if (s.stopping?.()) return report;
    const claimed = await claimDueMessages(db, s.worker, s.leaseMs, s.batch);
    if (claimed.length === 0) return report;
    for (const m of claimed) {
      try {
        await sendOne(db, m, storeName, s, report);
      } catch (err) {
        // A fault of ours (the database, the disk): tried again later like a passing refusal.
        const wait =
          m.attempts >= s.maxAttempts
            ? null
            : retryDelayMs(m.attempts, s.retryBaseMs, s.retryMaxMs);
        await markMessageAttemptFailed(
          db,
          m.id,
          s.worker,
          { code: null, reason: (err as Error).message.slice(0, 500) },
          wait,
        );
        if (wait === null) report.failed += 1;
        else report.retrying += 1;
      }
    }
  }
}
