// The owner's look at the order mails (docs/mail.md): what went out, what is waiting, what
// failed and why; and sending the failed ones again once the mail server is mended.
import { MAIL_STATUSES, recentMails, retryFailedMails, type MailStatus } from './mail.service.ts';
import { terminalSafe as safe } from '../../lib/terminal-text.ts';
import type { CliCommand } from '../../kernel/store-module.ts';
import { CliError } from '../../kernel/store-module.ts';
import {
  formatTime,
  intOption,
  parseCommandArgs,
  stringOption,
  table,
} from '../../kernel/command-kit.ts';

export const mailList: CliCommand = {
  summary: 'List the order mails, newest first (sent, waiting or failed)',
  help: [
    'Usage: npm run admin -- mail:list [--status pending|sent|failed] [--limit N]',
    '',
    'Prints each mail with its dedupe key (event:order), recipient, status, attempts, and the',
    "mail server's last answer for mails not sent.",
    '  --status  only mails in this state',
    '  --limit   at most this many (default 20, at most 1000)',
  ].join('\n'),
  async run(args, ctx) {
    const parsed = parseCommandArgs(
      'mail:list',
      args,
      { status: { type: 'string' }, limit: { type: 'string' } },
      { names: [], required: 0 },
    );
    const status = stringOption(parsed, 'status');
    if (status !== undefined && !(MAIL_STATUSES as readonly string[]).includes(status)) {
      throw new CliError(`mail:list: --status is one of ${MAIL_STATUSES.join(', ')}`);
    }
    const mails = await recentMails(ctx.db, {
      status: status as MailStatus | undefined,
      limit: intOption(parsed, 'limit', 20, 1, 1000),
    });
    if (mails.length === 0) {
      ctx.out('No mails.');
      return;
    }
    const rows = mails.map((m) => [
      m.dedupeKey,
      safe(m.to ?? '(not yet rendered)'),
      m.status,
      String(m.attempts),
      formatTime(m.sentAt ?? m.createdAt),
    ]);
    for (const line of table(['mail', 'to', 'status', 'attempts', 'when'], rows)) ctx.out(line);
    for (const m of mails) {
      if (m.status !== 'sent' && m.lastError) ctx.out(`${m.dedupeKey}: ${safe(m.lastError)}`);
    }
  },
};

export const mailRetry: CliCommand = {
  summary: 'Send failed order mails again (one by its key, or --failed for all)',
  help: [
    'Usage: npm run admin -- mail:retry <mail>   (a key from mail:list, e.g. order-shipped:EE-7K2M9Q)',
    '       npm run admin -- mail:retry --failed',
    '',
    'Makes failed mails due again with a fresh count of attempts; the running server sends them.',
  ].join('\n'),
  async run(args, ctx) {
    const parsed = parseCommandArgs(
      'mail:retry',
      args,
      { failed: { type: 'boolean' } },
      { names: ['mail'], required: 0 },
    );
    const key = parsed.positionals[0];
    const all = parsed.values.failed === true;
    if ((key === undefined) === !all) {
      throw new CliError('mail:retry needs a <mail> key or --failed (one of them)');
    }
    const n = await retryFailedMails(ctx.db, all ? null : key!);
    if (n === 0) {
      throw new CliError(all ? 'No failed mails.' : `${safe(key!)} is not a failed mail`);
    }
    ctx.out(`${n} mail${n === 1 ? '' : 's'} will be sent again.`);
  },
};
