import { useEffect, useState } from 'react';
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

/**
 * The form-level message a refused save left (what applyServerError did not put under a field),
 * gone as soon as the owner edits the form: kept, an old refusal beside a new field error reads as
 * two problems where there is one.
 */
export function useServerFailure<T extends FieldValues, C, O>(form: UseFormReturn<T, C, O>) {
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    const watching = form.watch(() => setFailure(null));
    return () => watching.unsubscribe();
  }, [form]);
  return [failure, setFailure] as const;
}
