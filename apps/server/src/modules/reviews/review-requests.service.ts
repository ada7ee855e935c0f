// The review request mail (issue 33): some days after delivery (the store's setting,
// admin.reviewRequestDays; 0 sends none), one mail per order with a single-use link per piece.
// The link's row is written with the mail in one transaction, so a line is asked about once.
import { randomBytes } from 'node:crypto';
import type { Executor, Database } from '../../db/client.ts';
import { hashToken } from '../../kernel/tokens.ts';
import { mailHtml as html, queueRenderedMails } from '../mail/index.ts';
import { linesDeliveredBetween, type DeliveredLine } from '../orders/index.ts';
import { getStoreSettings } from '../store/index.ts';
import { insertReviewRequest, requestedLines } from './reviews.repository.ts';

const DAY = 86_400_000;
/** Orders delivered longer ago than the setting plus this are not asked any more. */
const WINDOW_DAYS = 30;
const BATCH = 200;

interface Link {
  line: DeliveredLine;
  url: string;
}

function renderRequest(storeName: string, name: string, links: Link[]) {
  const subject = `How did your ${storeName} order fit?`;
  const text = [
    `Namaste ${name},`,
    '',
    'Your order arrived a few days ago. A few words and a photo help the next shopper choose:',
    '',
    ...links.flatMap((l) => [`${l.line.title} (size ${l.line.size}):`, l.url, '']),
    'Each link works once. If you would rather not, ignore this mail.',
    '',
    storeName,
    '',
  ].join('\n');
  const body = html`<!doctype html>
    <html lang="en">
      <body style="font-family:Georgia,serif;color:#2b1d16">
        <p>Namaste ${name},</p>
        <p>
          Your order arrived a few days ago. A few words and a photo help the next shopper choose:
        </p>
        <ul>
          ${links.map(
            (l) =>
              html`<li>
                ${l.line.title} (size ${l.line.size}):
                <a href="${l.url}" style="color:#7a1f2b">Review this piece</a>
              </li>`,
          )}
        </ul>
        <p>Each link works once. If you would rather not, ignore this mail.</p>
        <p>${storeName}</p>
      </body>
    </html>`;
  return { subject, text, html: body.value };
}

/** The same mail in Hindi, for a shopper who ordered on the Hindi pages (docs/decisions/032). */
function renderRequestHi(storeName: string, name: string, links: Link[]) {
  const subject = `${storeName} से आया आपका ऑर्डर कैसा बैठा?`;
  const text = [
    `नमस्ते ${name},`,
    '',
    'आपका ऑर्डर कुछ दिन पहले पहुँचा। आपके दो शब्द और एक फ़ोटो अगली ख़रीदार को चुनने में मदद करते हैं:',
    '',
    ...links.flatMap((l) => [`${l.line.title} (साइज़ ${l.line.size}):`, l.url, '']),
    'हर लिंक एक ही बार चलता है। न लिखना चाहें तो इस मेल को छोड़ दें।',
    '',
    storeName,
    '',
  ].join('\n');
  const body = html`<!doctype html>
    <html lang="hi">
      <body style="font-family:Georgia,serif;color:#2b1d16">
        <p>नमस्ते ${name},</p>
        <p>आपका ऑर्डर कुछ दिन पहले पहुँचा। आपके दो शब्द और एक फ़ोटो अगली ख़रीदार को चुनने में मदद करते हैं:</p>
        <ul>
          ${links.map(
            (l) =>
              html`<li>
                ${l.line.title} (साइज़ ${l.line.size}):
                <a href="${l.url}" style="color:#7a1f2b">इस पीस का रिव्यू लिखें</a>
              </li>`,
          )}
        </ul>
        <p>हर लिंक एक ही बार चलता है। न लिखना चाहें तो इस मेल को छोड़ दें।</p>
        <p>${storeName}</p>
      </body>
    </html>`;
  return { subject, text, html: body.value };
}

/**
 * Queues the mails that are due at `now`; returns how many went into the outbox. Safe to run
 * in several processes at once: a line's link row is unique, and the mail's dedupe key too.
 */
export async function sendReviewRequests(
  db: Database,
  options: { publicUrl: string; now?: Date },
): Promise<number> {
  const settings = await getStoreSettings(db);
  const days = settings.admin.reviewRequestDays;
  if (days === 0) return 0;
  const now = options.now ?? new Date();
  const to = new Date(now.getTime() - days * DAY);
  const from = new Date(to.getTime() - WINDOW_DAYS * DAY);
  const lines = await linesDeliveredBetween(db, from, to, BATCH);
  const done = await requestedLines(
    db,
    lines.map((l) => l.orderItemId),
  );
  const byOrder = new Map<string, DeliveredLine[]>();
  for (const line of lines) {
    if (!done.has(line.orderItemId))
      byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line]);
  }
  let queued = 0;
  for (const [orderId, orderLines] of byOrder) {
    queued += await db.transaction((tx) =>
      requestForOrder(tx, orderId, orderLines, options.publicUrl, settings.storeName),
    );
  }
  return queued;
}

async function requestForOrder(
  tx: Executor,
  orderId: string,
  lines: DeliveredLine[],
  publicUrl: string,
  storeName: string,
): Promise<number> {
  const links: Link[] = [];
  for (const line of lines) {
    const token = randomBytes(32).toString('base64url');
    if (await insertReviewRequest(tx, line.orderItemId, hashToken(token))) {
      const page = line.language === 'hi' ? '/hi/review' : '/review';
      links.push({ line, url: `${publicUrl}${page}?token=${token}` });
    }
  }
  const first = links[0];
  if (!first) return 0;
  const name = first.line.fullName.trim().split(/\s+/)[0] ?? '';
  return queueRenderedMails(tx, [
    {
      event: 'review-request',
      dedupeKey: `review-request:${orderId}`,
      to: first.line.email,
      ...(first.line.language === 'hi'
        ? renderRequestHi(storeName || 'हमारी दुकान', name, links)
        : renderRequest(storeName || 'our store', name, links)),
    },
  ]);
}
