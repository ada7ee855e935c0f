import type { ZodType } from 'zod';
import {
  answerOf,
  API_BASE,
  ApiError,
  buildPath,
  errorOfAnswer,
  type QueryValue,
} from '../../lib/api-client';
import { clearAdminToken, getAdminToken } from './admin-token';

/**
 * The admin's API client: the same base URL and error shape as the shopper's (lib/api-client.ts)
 * but the admin's own bearer token, no first answers (the served page carries none for /admin),
 * and a 401 that ends only the admin's session.
 */

export { ApiError };

export interface AdminRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** JSON body; a FormData goes as multipart (photo uploads) with the browser's boundary. */
  body?: unknown;
  signal?: AbortSignal;
}

/** With the answer's contract schema, as lib/api-client.ts's RequestOptions takes it. */
export interface AdminJsonOptions<T> extends AdminRequestOptions {
  answer?: ZodType<T> | undefined;
}

/** A 409: someone else saved the same row first (the row's version moved on). */
export function isConflict(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}

async function send(path: string, options: AdminRequestOptions): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: 'application/json, text/csv',
    'X-Client-Host': window.location.hostname,
  };
  const token = getAdminToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${buildPath(path, options.query)}`, {
      method: options.method ?? 'GET',
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('No response from server. Please try again later.', 0);
  }
  if (response.status === 401 && token) clearAdminToken();
  if (!response.ok) throw await errorOfAnswer(response, `${options.method ?? 'GET'} ${path}`);
  return response;
}

/** One JSON call under /api/v1 with the admin's token. Undefined for an empty answer (204). */
export async function adminRequest<T>(path: string, options: AdminJsonOptions<T> = {}): Promise<T> {
  const response = await send(path, options);
  return answerOf(response, `${options.method ?? 'GET'} ${path}`, options.answer);
}

/** Hands a blob to the browser as a file to save (a CSV made here, a PDF fetched with the token). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers start the download after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Downloads a file the admin API answers with (CSV, PDF): a plain link cannot carry the bearer token, so the
 * file is fetched and handed to the browser as a blob.
 */
export async function downloadFile(
  path: string,
  query: Record<string, QueryValue> | undefined,
  fileName: string,
): Promise<void> {
  const response = await send(path, { query });
  saveBlob(await response.blob(), fileName);
}

export function errorText(error: unknown, fallback = 'Something went wrong. Please try again.') {
  return error instanceof Error && error.message ? error.message : fallback;
}

/**
 * Whether a failed admin read is worth one more try: a lost connection or a server error may
 * pass, a refusal (400, 401, 403, 404, 409) will not, and retrying it only delays the message.
 */
export function adminRetry(failures: number, error: unknown): boolean {
  return failures < 1 && error instanceof ApiError && (error.status === 0 || error.status >= 500);
}
