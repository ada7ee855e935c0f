import { useEffect, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from './admin-api';

/**
 * The server names each refused field in its error's `fields` ("slabs.0.ratePercent": message;
 * apps/server/src/plugins/errors.ts). Those that are fields of the form go under them, as the
 * client-side check would have put them, the first one focused; `formPath` renames a server path
 * the form calls otherwise. Returns the text left for the form, or null when it went under fields.
 */
export function applyServerError<T extends FieldValues, C, O>(
  form: UseFormReturn<T, C, O>,
  error: unknown,
  fields: readonly string[],
  formPath: (serverPath: string) => string = (path) => path,
): string | null {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
  let placed = false;
  for (const [serverPath, message] of Object.entries(error.fields)) {
    const path = formPath(serverPath);
    if (!fields.some((field) => path === field || path.startsWith(`${field}.`))) continue;
    form.setError(path as Path<T>, { type: 'server', message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed ? null : error.message;
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
