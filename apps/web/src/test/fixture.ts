import { z } from 'zod';

/**
 * An API answer for a test, checked against the contract's schema of that answer: a fixture the
 * server could never send fails the test that uses it, rather than testing a screen against an
 * answer that does not exist. Returns the parsed value.
 */
export function fixture<S extends z.ZodType>(schema: S, value: z.input<S>): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new Error(`Test fixture does not match the contract:\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}
