// Outgoing mail. With SMTP_URL it goes through that server (nodemailer); without it, every
// message is written as a readable .eml file to <DATA_DIR>/outbox/, so a developer or a store
// without a mail server can still follow a reset link.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text; links on their own line so that mail clients make them clickable. */
  text: string;
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
  from: string;
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

/** The message as an RFC 5322 file with an 8-bit UTF-8 body: readable in any text editor. */
export function formatEml(from: string, message: MailMessage, date = new Date()): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  const body = message.text.replace(/\r?\n/g, '\r\n');
  return [
    `From: ${encodeHeader(from)}`,
    `To: ${encodeHeader(message.to)}`,
    `Subject: ${encodeHeader(message.subject)}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: <${randomBytes(12).toString('hex')}@${oneLine(domain)}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    body,
    '',
  ].join('\r\n');
}

export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      transport: 'smtp',
      async send(message) {
        await transport.sendMail({
          from: options.from,
          to: oneLine(message.to),
          subject: oneLine(message.subject),
          text: message.text,
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
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const name = `${stamp}-${randomBytes(4).toString('hex')}.eml`;
      const file = path.join(options.outboxDir, name);
      // Written under a temporary name and renamed, so nobody ever reads half a message.
      const partial = `${file}.partial`;
      await fs.writeFile(partial, formatEml(options.from, message), { mode: 0o600 });
      await fs.rename(partial, file);
      return { via: 'outbox', file };
    },
    async close() {},
  };
}
