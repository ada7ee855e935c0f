import { z } from 'zod';
import { INVALID_EMAIL_MESSAGE } from './limits.ts';
import { messageText, plainText } from './plain-text.ts';

/** Trimmed and lower-cased, then checked: how every email enters the store. */
export const emailField = z
  .string({ message: 'email must be a string' })
  .trim()
  .toLowerCase()
  .max(254, 'Email is too long')
  .pipe(z.email({ message: INVALID_EMAIL_MESSAGE }));

const text = (name: string, max: number) =>
  z
    .string({ message: `${name} must be a string` })
    .trim()
    .min(1, `${name} is required`)
    .max(max, `${name} must be at most ${max} characters`);

/** Only the message body may hold line breaks and tabs (plain-text.ts). */
export const contactRequest = z
  .object({
    name: plainText(text('name', 100), 'name'),
    email: emailField,
    subject: plainText(text('subject', 200), 'subject'),
    message: messageText(text('message', 5000), 'message'),
  })
  .strict();
export type ContactRequest = z.infer<typeof contactRequest>;

export const newsletterRequest = z.object({ email: emailField }).strict();

export const okResponse = z.object({ success: z.literal(true) });
export type OkResponse = z.infer<typeof okResponse>;
