// Owners of the web admin are made here, on the server's own command line: the admin has no
// sign-up, and owners invite staff from inside it (docs/decisions/009-admin.md).
import { emailField, staffPasswordField } from '@store/contract';
import { createPasswordHasher } from '../../kernel/password.ts';
import { createOwner } from '../../modules/staff/index.ts';
import { CliError, type CliCommand } from '../cli-types.ts';
import { asOwner, parseCommandArgs, stringOption } from './command-kit.ts';

const OPTIONS = {
  email: { type: 'string' },
  name: { type: 'string' },
  'password-stdin': { type: 'boolean' },
} as const;

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
  async readInput(args) {
    const parsed = parseCommandArgs('owner:create', args, OPTIONS, { names: [], required: 0 });
    if (parsed.values['password-stdin'] === true) return readStdin();
    if (!process.stdin.isTTY) {
      throw new CliError('owner:create: no terminal to ask for the password; use --password-stdin');
    }
    const first = await promptHidden('Password for the new owner: ');
    const again = await promptHidden('The same password again: ');
    if (first !== again) throw new CliError('The two passwords differ; nothing was created');
    return first;
  },
  async run(args, ctx) {
    const parsed = parseCommandArgs('owner:create', args, OPTIONS, { names: [], required: 0 });
    const email = emailField.safeParse(stringOption(parsed, 'email') ?? '');
    if (!email.success) throw new CliError('owner:create needs --email with a valid address');
    if (ctx.input === undefined) {
      throw new CliError(
        'owner:create: no password was given (type it at the prompt, or use --password-stdin)',
      );
    }
    const password = staffPasswordField.safeParse(ctx.input);
    if (!password.success) throw new CliError(password.error.issues[0]?.message ?? 'Bad password');
    const name = stringOption(parsed, 'name')?.trim() ?? '';
    if (name.length > 80) throw new CliError('--name must be at most 80 characters');
    const hasher = createPasswordHasher({ cost: ctx.config.auth.passwordHashCost });
    const owner = await asOwner(() =>
      createOwner(ctx.db, hasher, { email: email.data, password: password.data, name }),
    );
    ctx.out(`Owner ${owner.email} created. Sign in at ${ctx.config.publicUrl}/admin/login`);
  },
};
