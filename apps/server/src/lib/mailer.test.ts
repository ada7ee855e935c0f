import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, formatEml, senderOf } from './mailer.ts';

let tmp: string;
beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'mailer-test-'));
});
afterAll(async () => {
  await fs.rm(tmp, { recursive: true, force: true });
});

const FROM = 'Ethnic Elegance <no-reply@ethnic.example>';

describe('mailer without SMTP', () => {
  it('writes a readable .eml file to the outbox', async () => {
    const outboxDir = path.join(tmp, 'outbox');
    const mailer = createMailer({ from: FROM, outboxDir });
    expect(mailer.transport).toBe('outbox');
    const sent = await mailer.send({
      to: 'priya@example.in',
      subject: 'Reset your password',
      text: 'नमस्ते प्रिया,\n\nhttp://localhost:8044/reset-password?token=abc\n',
    });
    expect(sent.via).toBe('outbox');
    expect(path.dirname(sent.file!)).toBe(outboxDir);
    expect(sent.file).toMatch(/\.eml$/);
    const eml = await fs.readFile(sent.file!, 'utf8');
    expect(eml).toContain('To: priya@example.in\r\n');
    expect(eml).toContain('Subject: Reset your password\r\n');
    expect(eml).toContain('Content-Type: text/plain; charset=utf-8');
    // The body stays as written, so the link can be copied straight out of the file.
    expect(eml).toContain('नमस्ते प्रिया,\r\n\r\nhttp://localhost:8044/reset-password?token=abc\r\n');
    expect((await fs.stat(sent.file!)).mode & 0o777).toBe(0o600);
    expect((await fs.readdir(outboxDir)).filter((f) => f.endsWith('.partial'))).toEqual([]);
  });

  it('keeps every message in its own file', async () => {
    const outboxDir = path.join(tmp, 'many');
    const mailer = createMailer({ from: FROM, outboxDir });
    await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        mailer.send({ to: 'a@b.in', subject: `n${i}`, text: '' }),
      ),
    );
    expect(await fs.readdir(outboxDir)).toHaveLength(5);
  });
});

describe('the sender without MAIL_FROM', () => {
  it("is the store's name as it is now, at the default address", async () => {
    const outboxDir = path.join(tmp, 'named');
    const mailer = createMailer({ outboxDir });
    const sent = await mailer.send({
      to: 'a@b.in',
      subject: 'Order placed',
      text: 'x',
      storeName: 'Kesari Threads',
    });
    const eml = await fs.readFile(sent.file!, 'utf8');
    expect(eml).toContain('From: "Kesari Threads" <no-reply@localhost>\r\n');
    expect(eml).toMatch(/Message-ID: <[0-9a-f]+@localhost>/);
  });

  it('encodes a name that is not ASCII, strips quotes, and falls back to the default', () => {
    const hindi = Buffer.from('केसरी धागे', 'utf8').toString('base64');
    expect(senderOf(undefined, { storeName: 'केसरी धागे' })).toBe(
      `=?UTF-8?B?${hindi}?= <no-reply@localhost>`,
    );
    expect(senderOf(undefined, { storeName: 'A "B"\r\nBcc: x@y.in' })).toBe(
      '"A B Bcc: x@y.in" <no-reply@localhost>',
    );
    expect(senderOf(undefined, {})).toBe('"Ethnic Elegance" <no-reply@localhost>');
    expect(senderOf(FROM, { storeName: 'Kesari Threads' })).toBe(FROM);
  });
});

describe('formatEml', () => {
  it('encodes a subject that is not plain ASCII', () => {
    const eml = formatEml(FROM, { to: 'a@b.in', subject: 'Anaïs, your link', text: 'x' });
    const encoded = Buffer.from('Anaïs, your link').toString('base64');
    expect(eml).toContain(`Subject: =?UTF-8?B?${encoded}?=\r\n`);
  });

  it("carries the store's address as Reply-To, on one line", () => {
    const eml = formatEml(FROM, {
      to: 'a@b.in',
      subject: 'x',
      text: 'x',
      replyTo: 'care@shop.example\r\nBcc: everyone@example.com',
    });
    const headers = eml.split('\r\n\r\n')[0]!.split('\r\n');
    expect(headers).toContain('Reply-To: care@shop.example Bcc: everyone@example.com');
    expect(headers.some((h) => h.startsWith('Bcc:'))).toBe(false);
    expect(formatEml(FROM, { to: 'a@b.in', subject: 'x', text: 'x' })).not.toContain('Reply-To');
  });

  it('never lets a value start a header of its own', () => {
    const eml = formatEml(FROM, {
      to: 'a@b.in\r\nBcc: everyone@example.com',
      subject: 'hi\nX-Evil: 1',
      text: 'x',
    });
    const headers = eml.split('\r\n\r\n')[0]!.split('\r\n');
    expect(headers.some((h) => h.startsWith('Bcc:') || h.startsWith('X-Evil:'))).toBe(false);
  });
});

/** Just enough of an SMTP server to receive one message per connection. */
function startFakeSmtp(): Promise<{ port: number; messages: string[]; close(): Promise<void> }> {
  const messages: string[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          messages.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 OK queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol).toUpperCase();
        buffer = buffer.slice(eol + 2);
        if (line.startsWith('EHLO')) socket.write('250-fake\r\n250 8BITMIME\r\n');
        else if (line.startsWith('DATA')) {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (line.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      resolve({
        port,
        messages,
        close: () => new Promise((r) => server.close(() => r())),
      });
    });
  });
}

describe('mailer with SMTP', () => {
  it('sends through the SMTP server and writes no file', async () => {
    const smtp = await startFakeSmtp();
    const outboxDir = path.join(tmp, 'unused');
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: FROM,
      outboxDir,
    });
    try {
      expect(mailer.transport).toBe('smtp');
      const sent = await mailer.send({
        to: 'anais@example.in',
        subject: 'Reset your password',
        text: 'http://localhost:8044/reset-password?token=xyz',
      });
      expect(sent).toEqual({ via: 'smtp' });
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]).toContain('To: anais@example.in');
      expect(smtp.messages[0]).toMatch(/reset-password\?token=(3D)?xyz/);
      await expect(fs.access(outboxDir)).rejects.toThrow();
    } finally {
      await mailer.close();
      await smtp.close();
    }
  });
});
