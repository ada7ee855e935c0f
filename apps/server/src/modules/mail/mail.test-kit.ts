// A real SMTP server for the mail tests (the smtp-server package, which speaks the protocol
// as a mail provider's server does), and an app whose mail worker sends to it quickly.
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { AppConfig } from '../../config.ts';
import { buildApp } from '../../app.ts';
import { seedDatabase } from '../../db/seed/seed.ts';
import { createTestDatabase, testConfig, type TestApp } from '../../test/harness.ts';

export interface Received {
  raw: string;
  mail: ParsedMail;
  at: number;
}

export interface TestSmtp {
  url: string;
  received: Received[];
  /** Every DATA the server was offered, accepted or refused, with the time. */
  offers: { to: string; at: number; refused: number | null }[];
  /** Refuses the next offered messages with these codes, one code per message. */
  refuseNext(...codes: number[]): void;
  /** Refuses every message to this address with this code, until cleared with null. */
  refuseFor(address: string, code: number | null): void;
  /** Delay before answering each message, to make sends overlap. */
  delayMs: number;
  close(): Promise<void>;
}

export async function startSmtp(): Promise<TestSmtp> {
  const refusals: number[] = [];
  const refusedAddresses = new Map<string, number>();
  const state: TestSmtp = {
    url: '',
    received: [],
    offers: [],
    delayMs: 0,
    refuseNext: (...codes) => refusals.push(...codes),
    refuseFor: (address, code) => {
      if (code === null) refusedAddresses.delete(address);
      else refusedAddresses.set(address, code);
    },
    close: async () => {},
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        const code = refusedAddresses.get(to) ?? refusals.shift() ?? null;
        state.offers.push({ to, at: Date.now(), refused: code });
        const answer = () => {
          if (code !== null) {
            const err = new Error(
              code >= 500 ? 'Mailbox unavailable (test)' : 'Try again later (test)',
            ) as Error & { responseCode: number };
            err.responseCode = code;
            callback(err);
            return;
          }
          const raw = Buffer.concat(chunks).toString('utf8');
          void simpleParser(raw).then((mail) => {
            state.received.push({ raw, mail, at: Date.now() });
            callback();
          }, callback);
        };
        if (state.delayMs > 0) setTimeout(answer, state.delayMs);
        else answer();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  state.url = `smtp://127.0.0.1:${port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}

export interface MailTiming {
  pollMs?: number;
  maxAttempts?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
  worker?: boolean;
}

/** The test configuration with a mail worker that polls and retries in milliseconds. */
export function mailTestConfig(env: Record<string, string>, timing: MailTiming = {}): AppConfig {
  const config = testConfig({ PUBLIC_URL: 'http://localhost:8044', ...env });
  return {
    ...config,
    mail: {
      worker: timing.worker ?? true,
      pollMs: timing.pollMs ?? 25,
      maxAttempts: timing.maxAttempts ?? 5,
      retryBaseMs: timing.retryBaseMs ?? 150,
      retryMaxMs: timing.retryMaxMs ?? 1_000,
    },
  };
}

/** An app on a fresh database (the demo store seeded) with its mail worker set up by `config`. */
export async function createMailTestApp(config: AppConfig): Promise<TestApp> {
  const database = await createTestDatabase();
  await seedDatabase(database.db, { demoCatalog: false });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Waits until `check` holds, polling; fails with `what` after `ms`. */
export async function until(check: () => boolean | Promise<boolean>, what: string, ms = 8_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
