// Outgoing mail. With SMTP_URL it goes through that server (nodemailer); without it, every
// message is written as a readable .eml file to <DATA_DIR>/outbox/, so a developer or a store
// without a mail server can still follow a reset link or read an order mail. Password resets
// send plain text; the order mails (modules/mail) add an HTML part and attachments.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text; links on their own line so that mail clients make them clickable. */
  text: string;
  /** An HTML alternative to the text; the text part is always sent too. */
  html?: string | undefined;
  attachments?: MailAttachment[] | undefined;
  /** Where replies go (the store's address), when not to the sender. */
  replyTo?: string | undefined;
  /** The store's name: the sender's name when MAIL_FROM is unset (see `senderOf`). */
  storeName?: string | undefined;
  /**
   * A stable name for this message (an outbox row's id). A message sent again under the same
   * key keeps its Message-ID, so mail clients show it once, and in the outbox folder it
   * overwrites its own file instead of adding a second one.
   */
  key?: string | undefined;
}

export interface SentMail {
  via: 'smtp' | 'outbox';
  /** The message file, when written to the outbox. */
  file?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
  close(): Promise<void>;
  readonly transport: 'smtp' | 'outbox';
}

export interface MailerOptions {
  smtpUrl?: string | undefined;
  /** MAIL_FROM; unset, each message comes from the store's own name at DEFAULT_SENDER_ADDRESS. */
  from?: string | undefined;
  /** Where messages go without SMTP. */
  outboxDir: string;
}

/** Header values must stay on one line: a newline would let a value start a header of its own. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();

/** RFC 2047 encoded-word for headers that are not plain ASCII (a subject with a name in it). */
function encodeHeader(value: string): string {
  const clean = oneLine(value);
  return /^[\x20-\x7e]*$/.test(clean)
    ? clean
    : `=?UTF-8?B?${Buffer.from(clean, 'utf8').toString('base64')}?=`;
}

const domainOf = (from: string) => oneLine(/@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost');

export const DEFAULT_SENDER_ADDRESS = 'no-reply@localhost';
const DEFAULT_SENDER_NAME = 'Ethnic Elegance';

/**
 * The From of a message: MAIL_FROM when the owner set one; else the store's name as it is now
 * (a shop renamed in the admin mails under its new name) at the default address, the name
 * quoted, or as an RFC 2047 encoded-word when it is not plain ASCII.
 */
export function senderOf(from: string | undefined, message: Pick<MailMessage, 'storeName'>) {
  if (from) return from;
  const name = oneLine(message.storeName ?? '').replace(/["\\]/g, '') || DEFAULT_SENDER_NAME;
  const shown = /^[\x20-\x7e]*$/.test(name)
    ? `"${name}"`
    : `=?UTF-8?B?${Buffer.from(name, 'utf8').toString('base64')}?=`;
  return `${shown} <${DEFAULT_SENDER_ADDRESS}>`;
}

/** `<...@domain>`: derived from the message's key when it has one, else random. */
export function messageIdFor(from: string, key?: string): string {
  const local = key
    ? createHash('sha256').update(key).digest('hex').slice(0, 32)
    : randomBytes(12).toString('hex');
  return `<${local}@${domainOf(from)}>`;
}

const crlf = (text: string) => text.replace(/\r?\n/g, '\r\n');

/** A text part in 8-bit UTF-8, as written, so the .eml file stays readable in an editor. */
const textPart = (type: 'plain' | 'html', body: string) =>
  [
    `Content-Type: text/${type}; charset=utf-8`,
    'Content-Transfer-Encoding: 8bit',
    '',
    crlf(body),
  ].join('\r\n');

const base64Lines = (content: Buffer) =>
  (content.toString('base64').match(/.{1,76}/g) ?? []).join('\r\n');

/** A file name for a header: quoted, without quotes, backslashes or line breaks of its own. */
const headerFileName = (name: string) => oneLine(name).replace(/["\\]/g, '_');

function multipart(subtype: 'alternative' | 'mixed', parts: string[]): string {
  const boundary = `=_${randomBytes(12).toString('hex')}`;
  return [
    `Content-Type: multipart/${subtype}; boundary="${boundary}"`,
    '',
    ...parts.flatMap((part) => [`--${boundary}`, part]),
    `--${boundary}--`,
  ].join('\r\n');
}

/** The body and its content headers: plain text alone, or text and HTML, with any files. */
function mimeBody(message: MailMessage): string {
  const text = textPart('plain', message.text);
  const content = message.html
    ? multipart('alternative', [text, textPart('html', message.html)])
    : text;
  const files = message.attachments ?? [];
  if (files.length === 0) return content;
  return multipart('mixed', [
    content,
    ...files.map((f) =>
      [
        `Content-Type: ${oneLine(f.contentType)}; name="${headerFileName(f.filename)}"`,
        'Content-Transfer-Encoding: base64',
        `Content-Disposition: attachment; filename="${headerFileName(f.filename)}"`,
        '',
        base64Lines(f.content),
      ].join('\r\n'),
    ),
  ]);
}

/**
 * The message as an RFC 5322 file with 8-bit UTF-8 text: readable in any text editor, and
 * opened as a mail by any mail client.
 */
export function formatEml(from: string, message: MailMessage, date = new Date()): string {
  return [
    `From: ${encodeHeader(from)}`,
    `To: ${encodeHeader(message.to)}`,
    ...(message.replyTo ? [`Reply-To: ${encodeHeader(message.replyTo)}`] : []),
    `Subject: ${encodeHeader(message.subject)}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: ${messageIdFor(from, message.key)}`,
    'MIME-Version: 1.0',
    mimeBody(message),
    '',
  ].join('\r\n');
}

/**
 * How long one SMTP conversation may take. The order mails' worker leases a message for longer
 * than all of these together (modules/mail), so no other process takes it over while it is
 * still being sent.
 */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 30_000,
  greetingTimeout: 30_000,
  socketTimeout: 60_000,
} as const;

export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS });
    return {
      transport: 'smtp',
      async send(message) {
        const from = senderOf(options.from, message);
        await transport.sendMail({
          from,
          to: oneLine(message.to),
          subject: oneLine(message.subject),
          ...(message.replyTo ? { replyTo: oneLine(message.replyTo) } : {}),
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          ...(message.attachments?.length ? { attachments: message.attachments } : {}),
          ...(message.key ? { messageId: messageIdFor(from, message.key) } : {}),
        });
        return { via: 'smtp' };
      },
      async close() {
        transport.close();
      },
    };
  }

  return {
    transport: 'outbox',
    async send(message) {
      // Messages may hold reset links: readable by the store's own user only.
      await fs.mkdir(options.outboxDir, { recursive: true, mode: 0o700 });
      // A keyed message has one file whatever happens, so sending it again replaces it.
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const name = message.key
        ? `${message.key.replace(/[^A-Za-z0-9_-]/g, '_')}.eml`
        : `${stamp}-${randomBytes(4).toString('hex')}.eml`;
      const file = path.join(options.outboxDir, name);
      // Written under a temporary name and renamed, so nobody ever reads half a message.
      const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
      await fs.writeFile(partial, formatEml(senderOf(options.from, message), message), {
        mode: 0o600,
      });
      await fs.rename(partial, file);
      return { via: 'outbox', file };
    },
    async close() {},
  };
}
