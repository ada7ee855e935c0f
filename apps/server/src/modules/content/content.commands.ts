// The owner's inbox: messages sent from the contact page, and the newsletter list as CSV.
import fs from 'node:fs';
import { latestContactMessages, newsletterSubscribers } from './content.service.ts';
import { csvField } from '../../lib/csv.ts';
import { terminalSafe as safe } from '../../lib/terminal-text.ts';
import type { CliCommand } from '../../kernel/store-module.ts';
import { CliError } from '../../kernel/store-module.ts';
import { formatTime, intOption, parseCommandArgs, stringOption } from '../../kernel/command-kit.ts';

export const contactList: CliCommand = {
  summary: 'Read the messages sent from the contact page, newest first',
  help: [
    'Usage: npm run admin -- contact:list [--limit N]',
    '',
    'Prints each message with its time (IST), sender, email and subject.',
    '  --limit  at most this many (default 20, at most 1000)',
  ].join('\n'),
  async run(args, ctx) {
    const parsed = parseCommandArgs(
      'contact:list',
      args,
      { limit: { type: 'string' } },
      { names: [], required: 0 },
    );
    const messages = await latestContactMessages(ctx.db, intOption(parsed, 'limit', 20, 1, 1000));
    if (messages.length === 0) {
      ctx.out('No messages yet.');
      return;
    }
    for (const m of messages) {
      // Shopper-written text, printed with its control characters escaped (lib/terminal-text.ts).
      ctx.out(`#${m.id}  ${formatTime(m.createdAt)}  ${safe(m.name)} <${safe(m.email)}>`);
      ctx.out(`Subject: ${safe(m.subject)}`);
      for (const line of m.message.split(/\r?\n/)) ctx.out(`  ${safe(line)}`);
      ctx.out('');
    }
    ctx.out(`${messages.length} message${messages.length === 1 ? '' : 's'}`);
  },
};

export const newsletterExport: CliCommand = {
  summary: 'Export newsletter subscribers as CSV',
  help: [
    'Usage: npm run admin -- newsletter:export [--out subscribers.csv]',
    '',
    'Writes email,subscribedAt (ISO 8601, UTC) for every subscriber, oldest first, to the file',
    'given with --out, or to standard output.',
  ].join('\n'),
  async run(args, ctx) {
    const parsed = parseCommandArgs(
      'newsletter:export',
      args,
      { out: { type: 'string' } },
      { names: [], required: 0 },
    );
    const subscribers = await newsletterSubscribers(ctx.db);
    const lines = [
      'email,subscribedAt',
      ...subscribers.map((s) => `${csvField(s.email)},${s.createdAt.toISOString()}`),
    ];
    const out = stringOption(parsed, 'out');
    if (out === undefined) {
      for (const line of lines) ctx.out(line);
      return;
    }
    try {
      fs.writeFileSync(out, lines.join('\n') + '\n');
    } catch (err) {
      throw new CliError(`Cannot write ${out}: ${(err as Error).message}`);
    }
    ctx.out(`Wrote ${subscribers.length} subscriber(s) to ${out}`);
  },
};
