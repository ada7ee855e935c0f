// What the owner's commands share: strict option parsing that fails with a readable message,
// and the way amounts, dates and statuses are printed.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { DomainError } from '../lib/domain-error.ts';
import { CliError } from './store-module.ts';

export interface ParsedArgs {
  values: Record<string, string | boolean | (string | boolean)[] | undefined>;
  positionals: string[];
}

/**
 * node:util parseArgs, with its errors ("Unknown option '--x'") turned into CliErrors that
 * name the command, and the number of positional arguments checked.
 */
export function parseCommandArgs(
  command: string,
  args: string[],
  options: NonNullable<ParseArgsConfig['options']>,
  positionals: { names: string[]; required: number },
): ParsedArgs {
  let parsed: ParsedArgs;
  try {
    parsed = parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (err) {
    // node's messages go on to explain positional "--" tricks; the first sentence is the point.
    const first = (err as Error).message.split(/\.\s/)[0] ?? 'invalid options';
    throw new CliError(`${command}: ${first} (see ${command} --help)`);
  }
  const { names, required } = positionals;
  if (parsed.positionals.length < required) {
    throw new CliError(
      `${command} needs ${names
        .slice(0, required)
        .map((n) => `<${n}>`)
        .join(' ')}`,
    );
  }
  if (parsed.positionals.length > names.length) {
    const extra = parsed.positionals.slice(names.length).join(' ');
    throw new CliError(`${command}: unexpected argument(s): ${extra}`);
  }
  return parsed;
}

export function stringOption(parsed: ParsedArgs, name: string): string | undefined {
  const v = parsed.values[name];
  return typeof v === 'string' ? v : undefined;
}

/** A whole number option within bounds, or the fallback when absent. */
export function intOption(
  parsed: ParsedArgs,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = stringOption(parsed, name);
  if (raw === undefined) return fallback;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new CliError(`--${name} must be a whole number from ${min} to ${max}`);
  }
  return Number(raw);
}

/** Runs service code, turning the errors meant for a person into CliErrors. */
export async function asOwner<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof DomainError) throw new CliError(err.message);
    throw err;
  }
}

export { formatPaise } from '@store/contract';

const ist = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  // Not `hour12: false`: for en-IN that picks the h24 cycle, which prints 00:50 as 24:50.
  hourCycle: 'h23',
});
/** Times in India Standard Time: the owner's clock, whatever the server's. */
export const formatTime = (d: Date): string => `${ist.format(d)} IST`;

/** Left-aligned columns, as wide as their widest cell. */
export function table(header: string[], rows: string[][]): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)];
}
