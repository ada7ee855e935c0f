// WhatsApp order updates (docs/whatsapp.md): the shopper's consent, the webhook's handshake,
// and the owner's numbers and inbox.
import { z } from 'zod';
import { queryInt } from './common.ts';

/** GET/DELETE /account/whatsapp: the account's latest answer about order updates. */
export const whatsappConsentResponse = z.object({
  optedIn: z.boolean(),
  /** When the answer was given (ISO time), null when never asked. */
  changedAt: z.string().nullable(),
});
export type WhatsAppConsentResponse = z.infer<typeof whatsappConsentResponse>;

/** GET /whatsapp/webhook: Meta's verification handshake. */
export const whatsappHandshakeQuery = z
  .object({
    'hub.mode': z.string().max(40).optional(),
    'hub.verify_token': z.string().max(512).optional(),
    'hub.challenge': z.string().max(512).optional(),
  })
  .strict();

/** A share of some orders: how many, and what part of the whole they are (0 to 1). */
const share = z.object({ orders: z.number().int(), share: z.number(), returnedShare: z.number() });

/** GET /admin/whatsapp/numbers. */
export const whatsappNumbersResponse = z.object({
  since: z.string(),
  connected: z.boolean(),
  messages: z.object({
    sent: z.number().int(),
    delivered: z.number().int(),
    read: z.number().int(),
    failed: z.number().int(),
    pending: z.number().int(),
  }),
  /** COD orders that waited for a confirmation, by how they were confirmed. */
  cod: z.object({
    total: z.number().int(),
    byWhatsApp: share,
    byMail: share,
    notConfirmed: share,
  }),
});
export type WhatsAppNumbersResponse = z.infer<typeof whatsappNumbersResponse>;

export const whatsappNumbersQuery = z
  .object({ days: queryInt('days', 1, 365).optional() })
  .strict();

/** GET /admin/whatsapp/inbox: free-text replies, newest first, with their order. */
export const whatsappInboxResponse = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      fromPhone: z.string(),
      orderId: z.string().nullable(),
      body: z.string(),
      receivedAt: z.string(),
    }),
  ),
});
export type WhatsAppInboxResponse = z.infer<typeof whatsappInboxResponse>;

// The chat button's link, in a zod-free file of its own so the storefront's pages can import it.
export { whatsappChatUrl } from './whatsapp-link.ts';

/** PUT /account/whatsapp/offers: the separate yes (or no) to offers on WhatsApp. */
export const whatsappOffersRequest = z.object({ optedIn: z.boolean() }).strict();
