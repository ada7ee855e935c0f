// The mail of each step of a return (docs/returns.md), written when queued and sent by the mail
// module's outbox like the order mails. It greets the person the order was placed for, says where
// the request stands, and links to the order. The dedupe key is the request and its step, so a
// retried step never mails twice. The refund's mail carries the credit note of the returned
// lines (docs/tax.md, "Credit notes") and, like the order mails, goes in Hindi to a shopper who
// ordered in Hindi (docs/mail.md, "Languages").
import { formatRupees } from '@store/contract';
import type { Executor } from '../../db/client.ts';
import { mailHtml as html, queueRenderedMails } from '../mail/index.ts';
import { getStoreSettings } from '../store/index.ts';
import { creditNoteOfRefund } from '../tax/index.ts';
import type { ReturnWithLines } from './returns.repository.ts';

export type ReturnStep =
  'requested' | 'approved' | 'rejected' | 'received' | 'refunded' | 'payout-due' | 'exchange-sent';

interface MailOrder {
  id: string;
  email: string;
  fullName: string;
  /** The account holder's name: the mail goes to the account's address, so it greets her. */
  accountName?: string;
  /** The language she ordered in; absent: English. */
  language?: 'en' | 'hi' | undefined;
}

/** The steps whose mail tells of the refund, and carries its credit note when one was issued. */
const REFUND_STEPS: readonly ReturnStep[] = ['refunded', 'payout-due'];

/** The refund mail in Hindi (the other steps' mails are English only so far). */
function hindiRefund(step: ReturnStep, r: ReturnWithLines, note: string | null) {
  const amount = formatRupees(r.refundPaise / 100);
  const body =
    step === 'refunded'
      ? [`ऑर्डर ${r.orderId} के लिए हमने ${amount} लौटा दिए हैं।`]
      : [
          `ऑर्डर ${r.orderId} के लिए आपका ${amount} का रिफ़ंड रास्ते में है: यह हम स्वयं भेजते हैं, और भेजने पर आपको लिखेंगे।`,
        ];
  if (note) body.push(`लौटाए गए सामान का क्रेडिट नोट ${note} साथ में लगा है।`);
  return {
    subject: `ऑर्डर ${r.orderId}: आपका रिफ़ंड`,
    greeting: 'नमस्ते',
    body,
    link: 'अपने ऑर्डर देखें',
  };
}

function sentences(step: ReturnStep, r: ReturnWithLines): string[] {
  const what = r.want === 'exchange' ? 'exchange' : 'return';
  switch (step) {
    case 'requested':
      return [
        `We have your ${what} request for order ${r.orderId}.`,
        r.want === 'exchange'
          ? 'The new size is kept aside for you while we look at it.'
          : 'We will write again when we have looked at it.',
      ];
    case 'approved':
      return [
        `Your ${what} for order ${r.orderId} is approved.`,
        r.pickup && r.pickup !== 'shopper ships'
          ? `A courier will pick the parcel up (${r.pickup}).`
          : 'Please pack the pieces with their tags and send them back to the store address on your order page.',
      ];
    case 'rejected':
      return [
        `We cannot accept the ${what} for order ${r.orderId}.`,
        `Reason: ${r.rejectReason ?? ''}`,
      ];
    case 'received':
      return [`We have received the pieces you sent back from order ${r.orderId}.`];
    case 'refunded':
      return [`We have refunded ${formatRupees(r.refundPaise / 100)} for order ${r.orderId}.`];
    case 'payout-due':
      return [
        `Your refund of ${formatRupees(r.refundPaise / 100)} for order ${r.orderId} is on its way: we pay it ourselves and will write when it is sent.`,
      ];
    case 'exchange-sent':
      return [
        `Your new size for order ${r.orderId} is on its way, at no charge, as order ${r.exchangeOrderId ?? ''}.`,
      ];
  }
}

/** Queues the mail of `step` for request `r` of `order`, in the caller's transaction. */
export async function queueReturnMail(
  tx: Executor,
  step: ReturnStep,
  r: ReturnWithLines,
  order: MailOrder,
  publicUrl = '',
): Promise<void> {
  const storeName = (await getStoreSettings(tx)).storeName || 'our store';
  const name = (order.accountName ?? order.fullName).trim().split(/\s+/)[0] ?? '';
  const refund = REFUND_STEPS.includes(step) && r.refundId !== null ? r.refundId : null;
  const note = refund === null ? null : await creditNoteOfRefund(tx, r.orderId, refund);
  const hindi = refund !== null && order.language === 'hi' ? hindiRefund(step, r, note) : null;
  const body = hindi?.body ?? [
    ...sentences(step, r),
    ...(note ? [`The credit note ${note} for the returned pieces is attached.`] : []),
  ];
  const url = `${publicUrl}/orders`;
  const subject =
    hindi?.subject ??
    `Order ${order.id}: your ${r.want === 'exchange' ? 'exchange' : 'return'} (${step.replace('-', ' ')})`;
  const greeting = `${hindi?.greeting ?? 'Namaste'} ${name},`;
  const text = [greeting, '', ...body, '', url, '', storeName, ''].join('\n');
  const page = html`<!doctype html>
    <html lang="${hindi ? 'hi-IN' : 'en'}">
      <body style="font-family:Georgia,serif;color:#2b1d16">
        <p>${greeting}</p>
        ${body.map((s) => html`<p>${s}</p>`)}
        <p><a href="${url}" style="color:#7a1f2b">${hindi?.link ?? 'See your orders'}</a></p>
        <p>${storeName}</p>
      </body>
    </html>`;
  await queueRenderedMails(tx, [
    {
      event: `return-${step}`,
      dedupeKey: `return:${r.id}:${step}`,
      to: order.email,
      subject,
      text,
      html: page.value,
      ...(note && refund !== null
        ? { attachments: [{ kind: 'credit-note' as const, orderId: r.orderId, refundId: refund }] }
        : {}),
    },
  ]);
}
