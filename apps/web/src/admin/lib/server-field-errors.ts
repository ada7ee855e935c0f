import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from './admin-api';

/**
 * The server answers a refused field as `{ error: "path.to.field: message" }`
 * (apps/server/src/plugins/errors.ts). When that path names a field of the form, the message goes
 * under that field, as the client-side check would have put it; otherwise it stays a form-level
 * message. Returns the text left for the form, or null when it went under a field.
 */
export function applyServerError<T extends FieldValues, C, O>(
  form: UseFormReturn<T, C, O>,
  error: unknown,
  fields: readonly string[],
): string | null {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
  const match = /^([\w.]+): (.+)$/.exec(error.message);
  if (error.status === 400 && match) {
    const [, path = '', message = ''] = match;
    const known = fields.find((field) => path === field || path.startsWith(`${field}.`));
    if (known) {
      form.setError(path as Path<T>, { type: 'server', message }, { shouldFocus: true });
      return null;
    }
  }
  return error.message;
}
