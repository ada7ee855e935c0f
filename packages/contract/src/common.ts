import { z } from 'zod';
import { errorBody } from './errors.ts';

/** Every error the API answers has this one shape (docs/product/rules.md section 2). */
export const errorResponse = errorBody;
export type ErrorResponse = z.infer<typeof errorResponse>;

/** A 204 No Content as the server declares it: Fastify sends no body for null. */
export const noContent = z.null().describe('No content');

/** A 204 No Content as a client reads it: no body at all (checked, so a body is a mismatch). */
export const noBody = z.undefined();

/** For calls that take no query: an unknown key is a 400, as everywhere else, not ignored. */
export const noQuery = z.object({}).strict();

/**
 * Whole rupees with at most two decimals travel on the wire; paise stay inside the server.
 * A number, not a string, because the client in docs/product/storefront.md does arithmetic on it.
 */
export const rupees = z.number().nonnegative();

/** Query-string integers arrive as text; they are parsed explicitly, never coerced silently. */
export const queryInt = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `${name} must be a whole number`)
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(min, `${name} must be at least ${min}`)
        .max(max, `${name} must be at most ${max}`),
    );

/** A calendar date as YYYY-MM-DD (a report's range, an audit filter). */
export const isoDate = (name: string) =>
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date as YYYY-MM-DD`);
