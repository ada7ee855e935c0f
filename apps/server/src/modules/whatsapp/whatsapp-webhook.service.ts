// What a signed webhook from Meta changes (docs/whatsapp.md, "Webhooks"). The payload is
// `{object, entry: [{id, changes: [{field: "messages", value: {metadata, statuses?, messages?}}]}]}`;
// statuses report on messages the store sent, messages are what shoppers sent: a tap on a
// quick-reply button (type "button", with the payload the store gave it) or text.
// Each status and each inbound message is kept once by Meta's id, so a webhook delivered twice
// (Meta retries until it gets a 200) or out of order does nothing twice and nothing backwards.
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { parseCodPayload, type CodReply } from './whatsapp-templates.ts';
import {
  blockNumber,
  insertInbound,
  latestOrderOfPhone,
  orderOfProviderMessage,
  recordStatus,
  setInboundOutcome,
} from './whatsapp.repository.ts';

const timestamp = z.string().regex(/^\d{1,12}$/);

const statusSchema = z.object({
  id: z.string().min(1).max(256),
  status: z.string().max(40),
  timestamp,
  recipient_id: z.string().max(40).optional(),
  errors: z
    .array(z.object({ code: z.number().optional(), title: z.string().optional() }).loose())
    .optional(),
});

const messageSchema = z.object({
  id: z.string().min(1).max(256),
  from: z.string().max(40),
  timestamp,
  type: z.string().max(40),
  text: z
    .object({ body: z.string().max(4096) })
    .loose()
    .optional(),
  button: z
    .object({ payload: z.string().max(512), text: z.string().max(256) })
    .loose()
    .optional(),
  interactive: z
    .object({
      button_reply: z.object({ id: z.string().max(512), title: z.string().max(256) }).optional(),
    })
    .loose()
    .optional(),
  context: z
    .object({ id: z.string().max(256).optional() })
    .loose()
    .optional(),
});

export const webhookPayload = z.object({
  object: z.string(),
  entry: z
    .array(
      z
        .object({
          changes: z.array(
            z.object({
              field: z.string(),
              value: z
                .object({
                  statuses: z.array(statusSchema).optional(),
                  messages: z.array(messageSchema).optional(),
                })
                .loose(),
            }),
          ),
        })
        .loose(),
    )
    .max(100),
});
export type WebhookPayload = z.infer<typeof webhookPayload>;

/** What the store does with a tap on Confirm or Cancel (the orders' own COD rules). */
export type CodReplies = (
  db: Executor,
  reply: CodReply,
) => Promise<'cod-confirmed' | 'cod-cancelled' | 'ignored'>;

/** Words that end all messages to the number (Meta asks businesses to honour them). */
const STOP_WORDS = new Set(['STOP', 'STOP ALL', 'UNSUBSCRIBE', 'बंद', 'बंद करें', 'रोकें']);

export interface WebhookReport {
  statuses: number;
  replies: number;
  repeated: number;
}

const STATUSES = new Set(['sent', 'delivered', 'read', 'failed']);

async function onStatus(db: Executor, s: z.infer<typeof statusSchema>): Promise<boolean> {
  if (!STATUSES.has(s.status)) return true;
  const error = s.errors?.[0];
  return recordStatus(db, {
    providerId: s.id,
    status: s.status as 'sent' | 'delivered' | 'read' | 'failed',
    at: new Date(Number(s.timestamp) * 1000),
    errorCode: error?.code === undefined ? null : String(error.code),
    errorTitle: error?.title?.slice(0, 500) ?? null,
  });
}

async function onMessage(
  db: Executor,
  m: z.infer<typeof messageSchema>,
  replies: CodReplies,
): Promise<boolean> {
  const payload = m.button?.payload ?? m.interactive?.button_reply?.id ?? null;
  const body =
    m.text?.body ?? m.button?.text ?? m.interactive?.button_reply?.title ?? `(${m.type})`;
  const cod = payload ? parseCodPayload(payload) : null;
  const context = m.context?.id ? await orderOfProviderMessage(db, m.context.id) : null;
  const orderId = cod?.orderId ?? context ?? (await latestOrderOfPhone(db, m.from));
  const stop = m.type === 'text' && STOP_WORDS.has(body.trim().toUpperCase());
  // One transaction: kept first, so a repeat of the same message is recognised and does
  // nothing more; and if acting on it fails, nothing is kept and Meta's retry acts again.
  return db.transaction(async (tx) => {
    const fresh = await insertInbound(tx, {
      providerId: m.id,
      fromPhone: m.from,
      orderId,
      kind: cod ? 'button' : m.type,
      body: body.slice(0, 4096),
      outcome: cod ? 'received' : stop ? 'stop' : m.type === 'text' ? 'inbox' : 'ignored',
      sentAt: new Date(Number(m.timestamp) * 1000),
    });
    if (!fresh) return false;
    if (stop) await blockNumber(tx, m.from, 'replied STOP');
    if (cod) await setInboundOutcome(tx, m.id, await replies(tx, cod), cod.orderId);
    return true;
  });
}

export async function handleWebhook(
  db: Executor,
  payload: WebhookPayload,
  replies: CodReplies,
): Promise<WebhookReport> {
  const report: WebhookReport = { statuses: 0, replies: 0, repeated: 0 };
  if (payload.object !== 'whatsapp_business_account') return report;
  for (const entry of payload.entry) {
    for (const change of entry.changes) {
      if (change.field !== 'messages') continue;
      for (const s of change.value.statuses ?? []) {
        if (await onStatus(db, s)) report.statuses += 1;
        else report.repeated += 1;
      }
      for (const m of change.value.messages ?? []) {
        if (await onMessage(db, m, replies)) report.replies += 1;
        else report.repeated += 1;
      }
    }
  }
  return report;
}
