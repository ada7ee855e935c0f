// Runs one owner's command against a database: shared by the command line (which opens the
// database itself) and by the running server (which runs it for the command line when the
// embedded database is held by that server).
import { terminalSafe } from '../lib/terminal-text.ts';
import { commands } from './commands/index.ts';
import { CliError, type CliContext } from './cli-types.ts';

export function usage(): string {
  const lines = Object.entries(commands).map(([name, c]) => `  ${name.padEnd(22)} ${c.summary}`);
  return [
    'Usage: npm run admin -- <command> [options]',
    '',
    'Commands:',
    ...lines,
    '',
    'Run `npm run admin -- <command> --help` for the options of one command.',
  ].join('\n');
}

/** What to do with argv before any database is needed: print help, or refuse. */
export function preflight(
  argv: string[],
): { exit: number; text: string; stream: 'out' | 'err' } | null {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    return { exit: name ? 0 : 1, text: usage(), stream: 'out' };
  }
  const command = commands[name];
  if (!command) return { exit: 2, text: `Unknown command: ${name}\n\n${usage()}`, stream: 'err' };
  if (rest.includes('--help') || rest.includes('-h')) {
    return { exit: 0, text: command.help, stream: 'out' };
  }
  return null;
}

/** Exit code 0 on success, 2 for a mistake the owner can fix (printed through `err`). */
export async function runCommand(
  argv: string[],
  ctx: CliContext,
  rawErr: (line: string) => void,
): Promise<number> {
  // The last guard for the owner's terminal: whatever a command prints, a control character in
  // it (from a shopper's text that a command forgot to escape) is shown, never obeyed.
  const err = (line: string) => rawErr(terminalSafe(line, { keepNewlines: true }));
  const rawOut = ctx.out;
  ctx = { ...ctx, out: (line) => rawOut(terminalSafe(line, { keepNewlines: true })) };
  const early = preflight(argv);
  if (early) {
    (early.stream === 'out' ? ctx.out : err)(early.text);
    return early.exit;
  }
  const [name, ...rest] = argv;
  try {
    await commands[name!]!.run(rest, ctx);
    return 0;
  } catch (e) {
    if (e instanceof CliError) {
      err(`Error: ${e.message}`);
      return 2;
    }
    throw e;
  }
}
