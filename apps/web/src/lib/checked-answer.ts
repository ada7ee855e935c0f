import type { ZodType } from 'zod';

/** An answer that is not what the contract says: a bug of the client or the server, found early. */
export class ContractMismatch extends Error {
  constructor(what: string, issues: string) {
    super(`${what}: the answer does not match the contract: ${issues}`);
    this.name = 'ContractMismatch';
  }
}

/** The answer as the contract types it; checked against the schema in development and tests. */
export function checkedAnswer<T>(what: string, value: unknown, schema: ZodType<T> | undefined): T {
  if (import.meta.env.DEV && schema) {
    const checked = schema.safeParse(value);
    if (!checked.success) {
      throw new ContractMismatch(
        what,
        checked.error.issues
          .slice(0, 5)
          .map((issue) => `${issue.path.join('.') || '(answer)'} ${issue.message}`)
          .join('; '),
      );
    }
    return checked.data;
  }
  // Outside development the schema is not there to check with: the server's answer is taken as
  // the contract types it, the one place the client does so.
  return value as T;
}
