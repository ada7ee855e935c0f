// Sends one template message: to the Cloud API when the store is connected, else as the JSON
// that would have been sent into DATA_DIR/whatsapp-outbox/ (as the mail outbox does), so a new
// shop can read what its shoppers would get. The answer is sorted into sent, worth retrying,
// and refused for good, from Meta's documented error codes.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { WhatsAppApi } from '../../config-whatsapp.ts';
import type { TemplateMessageBody } from './whatsapp-templates.ts';

export type SendOutcome =
  { ok: true; id: string } | { ok: false; retry: boolean; code: string | null; reason: string };

export interface WhatsAppSender {
  readonly via: 'api' | 'outbox';
  send(body: TemplateMessageBody, key: string): Promise<SendOutcome>;
}

/**
 * Codes Meta documents as passing (rate and throughput limits, a temporary fault on its side):
 * sent again after a wait. Every other refusal (a bad number, a template not approved, a
 * parameter missing, a token revoked) stays refused however often it is sent.
 */
const PASSING = new Set([1, 2, 4, 17, 341, 80007, 130429, 131000, 131016, 131048, 131056, 133004]);
const TIMEOUT_MS = 15_000;

interface GraphError {
  error?: { code?: unknown; message?: unknown; error_data?: { details?: unknown } };
}

function refusal(status: number, answer: GraphError | null): SendOutcome {
  const code = typeof answer?.error?.code === 'number' ? answer.error.code : null;
  const details = answer?.error?.error_data?.details;
  const message = typeof answer?.error?.message === 'string' ? answer.error.message : '';
  const reason = [message, typeof details === 'string' ? details : '']
    .filter(Boolean)
    .join(': ')
    .slice(0, 1000);
  const retry = status >= 500 || status === 429 || (code !== null && PASSING.has(code));
  return {
    ok: false,
    retry,
    code: code === null ? null : String(code),
    reason: reason || `HTTP ${status}`,
  };
}

export function createApiSender(api: WhatsAppApi): WhatsAppSender {
  const url = `${api.apiUrl}/${encodeURIComponent(api.phoneNumberId)}/messages`;
  return {
    via: 'api',
    async send(body) {
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${api.token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (err) {
        // No answer at all (network, DNS, time-out): the message may be sent again.
        return { ok: false, retry: true, code: null, reason: (err as Error).message.slice(0, 500) };
      }
      const answer = (await res.json().catch(() => null)) as
        (GraphError & { messages?: { id?: unknown }[] }) | null;
      const id = answer?.messages?.[0]?.id;
      if (res.ok && typeof id === 'string' && id) return { ok: true, id };
      if (res.ok)
        return { ok: false, retry: true, code: null, reason: 'answer without a message id' };
      return refusal(res.status, answer);
    },
  };
}

/** Writes each message as `<time>-<key>.json`, 0600 in a 0700 folder (the shoppers' numbers). */
export function createOutboxSender(dir: string): WhatsAppSender {
  return {
    via: 'outbox',
    async send(body, key) {
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      await fs.chmod(dir, 0o700);
      const safeKey = key.replace(/[^A-Za-z0-9_-]+/g, '_').slice(0, 80);
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeKey}.json`;
      const partial = path.join(dir, `.${name}.${randomUUID()}.tmp`);
      // Written whole, then renamed, so a reader never sees half a message.
      await fs.writeFile(partial, `${JSON.stringify(body, null, 2)}\n`, { mode: 0o600 });
      await fs.rename(partial, path.join(dir, name));
      return { ok: true, id: `outbox:${name}` };
    },
  };
}

export function createSender(api: WhatsAppApi | null, dataDir: string): WhatsAppSender {
  return api ? createApiSender(api) : createOutboxSender(path.join(dataDir, 'whatsapp-outbox'));
}
