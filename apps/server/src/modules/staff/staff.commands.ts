// Owners of the web admin are made here, on the server's own command line: the admin has no
// sign-up, and owners invite staff from inside it (docs/decisions/009-admin.md).
import { emailField, staffPasswordField } from '@store/contract';
import { createPasswordHasher } from '../../kernel/password.ts';
import { createOwner, setPasswordFromCommandLine } from './staff.service.ts';
import { CliError, type CliCommand } from '../../kernel/store-module.ts';
import { asOwner, parseCommandArgs, stringOption } from '../../kernel/command-kit.ts';

const OPTIONS = {
  email: { type: 'string' },
  name: { type: 'string' },
  'password-stdin': { type: 'boolean' },
} as const;
/** staff:set-password takes no name. */
const SET_OPTIONS = { email: OPTIONS.email, 'password-stdin': OPTIONS['password-stdin'] } as const;
type Options = typeof OPTIONS | typeof SET_OPTIONS;
const optionsOf = (command: string): Options =>
  command === 'owner:create' ? OPTIONS : SET_OPTIONS;

/** Everything piped in, without the final line break that `echo` and files add. */
async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

/** Asks on the terminal without echoing what is typed. */
function promptHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  return new Promise((resolve, reject) => {
    process.stderr.write(question);
    let typed = '';
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    const done = (err?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      process.stderr.write('\n');
      if (err) reject(err);
      else resolve(typed);
    };
    const onData = (data: string) => {
      for (const ch of data) {
        if (ch === '\r' || ch === '\n') return done();
        if (ch === '\u0003') return done(new CliError('Cancelled'));
        if (ch === '\u007f' || ch === '\b') typed = typed.slice(0, -1);
        else if (ch >= ' ') typed += ch;
      }
    };
    stdin.on('data', onData);
  });
}

/** The password from standard input, or asked twice at the terminal. */
async function passwordInput(command: string, args: string[], prompt: string): Promise<string> {
  const parsed = parseCommandArgs(command, args, optionsOf(command), { names: [], required: 0 });
  if (parsed.values['password-stdin'] === true) return readStdin();
  if (!process.stdin.isTTY) {
    throw new CliError(`${command}: no terminal to ask for the password; use --password-stdin`);
  }
  const first = await promptHidden(prompt);
  const again = await promptHidden('The same password again: ');
  if (first !== again) throw new CliError('The two passwords differ; nothing was changed');
  return first;
}

/** --email and the password every staff command needs, checked as the admin checks them. */
function emailAndPassword(command: string, args: string[], input: string | undefined) {
  const parsed = parseCommandArgs(command, args, optionsOf(command), { names: [], required: 0 });
  const email = emailField.safeParse(stringOption(parsed, 'email') ?? '');
  if (!email.success) throw new CliError(`${command} needs --email with a valid address`);
  if (input === undefined) {
    throw new CliError(
      `${command}: no password was given (type it at the prompt, or use --password-stdin)`,
    );
  }
  const password = staffPasswordField.safeParse(input);
  if (!password.success) throw new CliError(password.error.issues[0]?.message ?? 'Bad password');
  return { parsed, email: email.data, password: password.data };
}

export const ownerCreate: CliCommand = {
  summary: 'Create an owner account of the web admin',
  help: [
    'Usage: npm run admin -- owner:create --email E [--name N] [--password-stdin]',
    '',
    'Creates an owner of the web admin (/admin). Owners run the whole shop and invite staff',
    'from the admin. The password (at least 10 characters) is asked for at the terminal, twice;',
    'with --password-stdin it is read from standard input instead, e.g.',
    '  printf "%s" "$OWNER_PASSWORD" | npm run admin -- owner:create --email me@shop.in --password-stdin',
    'It is never given on the command line, where other users of the machine could see it.',
  ].join('\n'),
  readInput: (args) => passwordInput('owner:create', args, 'Password for the new owner: '),
  async run(args, ctx) {
    const { parsed, email, password } = emailAndPassword('owner:create', args, ctx.input);
    const name = stringOption(parsed, 'name')?.trim() ?? '';
    if (name.length > 80) throw new CliError('--name must be at most 80 characters');
    const hasher = createPasswordHasher({ cost: ctx.config.auth.passwordHashCost });
    const owner = await asOwner(() => createOwner(ctx.db, hasher, { email, password, name }));
    ctx.out(`Owner ${owner.email} created. Sign in at ${ctx.config.publicUrl}/admin/login`);
  },
};

export const staffSetPassword: CliCommand = {
  summary: 'Give an owner or staff member of the web admin a new password',
  help: [
    'Usage: npm run admin -- staff:set-password --email E [--password-stdin]',
    '',
    'Sets a new password for the owner or staff member with this email, and signs them out',
    'everywhere: for an owner who has lost theirs, or a password that may have been seen. In',
    'the admin, members change their own under Your account and owners reset staff under',
    'Store, Staff. The password (at least 10 characters) is asked for at the terminal, twice;',
    'with --password-stdin it is read from standard input instead.',
  ].join('\n'),
  readInput: (args) => passwordInput('staff:set-password', args, 'New password: '),
  async run(args, ctx) {
    const { email, password } = emailAndPassword('staff:set-password', args, ctx.input);
    const hasher = createPasswordHasher({ cost: ctx.config.auth.passwordHashCost });
    const done = await setPasswordFromCommandLine(ctx.db, hasher, { email, password });
    if (!done) throw new CliError(`No owner or staff member has the email ${email}`);
    ctx.out(
      `New password set for ${done.member.email} (${done.member.role}); ` +
        `signed out of ${done.sessionsEnded} session(s).`,
    );
  },
};
