import type { ErrorCode } from '@store/contract';
import type { ZodType } from 'zod';
import { clearAuthToken, getAuthToken } from './auth-token';
import { fieldTexts, refusalText } from './refusal-words';
import { ApiError } from './api-error';
import { API_PATH, resolveApiBase, resolveAssetUrl, type PageLocation } from './api-host';
import { checkedAnswer, ContractMismatch } from './checked-answer';
import { readLanguage, t } from './i18n';
import { takeFirstAnswer } from './first-answers';
import { serverPage } from './server-page';

const apiBaseOf = (page: PageLocation) =>
  resolveApiBase(page, import.meta.env.VITE_API_BASE_URL as string | undefined, {
    builtStore: import.meta.env.PROD,
  });

/**
 * The API's base URL (…/api/v1) for this page, decided once. On the server (src/entry-server.tsx)
 * there is no window: requests are never made there, and pictures take the page's origin below.
 */
export const API_BASE = import.meta.env.SSR ? API_PATH : apiBaseOf(window.location);

/** An image path from the API, made absolute against the API's origin. */
export function apiAssetUrl(url: string | null | undefined): string {
  const rendering = import.meta.env.SSR ? serverPage() : undefined;
  // The same address the browser will compute, so the server's <img> matches at hydration.
  return resolveAssetUrl(url, rendering ? apiBaseOf(new URL(rendering.origin)) : API_BASE);
}

export { ApiError, checkedAnswer, ContractMismatch };

/** A query value; a list repeats its key (`size=M&size=L`). */
export type QueryValue = string | number | boolean | null | undefined | readonly string[];

export interface RequestOptions<T = unknown> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /**
   * The contract's schema of the answer, which types it and, in development and tests, checks
   * it. Pass it as `import.meta.env.DEV ? schema : undefined`: the built store then carries
   * neither the schema nor the contract module it comes from (the first page's JavaScript
   * budget, docs/decisions/011), and trusts the server it was built with.
   */
  answer?: ZodType<T> | undefined;
}

/** Builds `path?query`, dropping empty and null filters as docs/product/storefront.md section 7 asks. */
export function buildPath(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const v of value as readonly string[]) params.append(key, v);
    else params.set(key, String(value));
  }
  // The catalog in the page's language (docs/decisions/031): Hindi text where a product has it.
  const lang = readLanguage(path);
  if (lang) params.set('lang', lang);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * The error a failed answer carries, as a typed ApiError. Its body is checked against the
 * contract's error shape in development and tests; an answer that is not JSON (a proxy's page)
 * becomes a generic sentence with no code.
 */
export async function errorOfAnswer(response: Response, what: string): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return new ApiError(
      refusalText(`Request failed with status ${response.status}`, null),
      response.status,
    );
  }
  if (import.meta.env.DEV) {
    const { errorBody } = await import('@store/contract');
    const { error, code, fields } = checkedAnswer(what, body, errorBody);
    return new ApiError(refusalText(error, code), response.status, code, fieldTexts(fields ?? {}));
  }
  const o = body !== null && typeof body === 'object' ? body : {};
  const error = 'error' in o && typeof o.error === 'string' ? o.error : undefined;
  const code = 'code' in o && typeof o.code === 'string' ? (o.code as ErrorCode) : null;
  return new ApiError(
    refusalText(error ?? `Request failed with status ${response.status}`, code),
    response.status,
    code,
    fieldTexts(
      'fields' in o && o.fields !== null && typeof o.fields === 'object'
        ? (o.fields as Record<string, string>)
        : {},
    ),
  );
}

/** The body of a successful answer: undefined when empty (204), else the JSON, checked. */
export async function answerOf<T>(
  response: Response,
  what: string,
  schema: ZodType<T> | undefined,
): Promise<T> {
  const text = response.status === 204 ? '' : await response.text();
  // An empty answer is the 204 of a call whose schema is void.
  return checkedAnswer(what, text ? JSON.parse(text) : undefined, schema);
}

/** One JSON call to the API. Resolves to the parsed body, or undefined for an empty answer (204). */
/**
 * The answer the served page carried for GET `path` (see lib/first-answers.ts), taken at once
 * rather than through a promise: a screen that starts with it renders its content in its first
 * paint, not skeletons that then move everything below them.
 */
export function firstAnswerOf<T>(
  path: string,
  query?: Record<string, QueryValue>,
  schema?: ZodType<T>,
): T | undefined {
  const target = buildPath(path, query);
  const answer = takeFirstAnswer(target);
  return answer === undefined ? undefined : checkedAnswer(`GET ${target}`, answer, schema);
}

export async function apiRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const target = buildPath(path, options.query);
  const method = options.method ?? 'GET';
  const what = `${method} ${path}`;
  if (method === 'GET') {
    const answer = takeFirstAnswer(target);
    if (answer !== undefined) return checkedAnswer(what, answer, options.answer);
  }
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Client-Host': window.location.hostname,
    ...options.headers,
  };
  const token = getAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: string | FormData | undefined;
  // A FormData (a review with its photos) goes as multipart, its boundary set by the browser.
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${target}`, {
      method,
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    console.error(`API ${what} failed`, error);
    throw new ApiError(refusalText('No response from server. Please try again later.', null), 0);
  }

  if (response.status === 401) clearAuthToken();
  if (!response.ok) {
    const error = await errorOfAnswer(response, what);
    console.error(`API ${what} answered ${response.status}: ${error.message}`);
    throw error;
  }
  return answerOf(response, what, options.answer);
}

/**
 * One GET of a file from the API (a PDF invoice), with the shopper's token as every call sends
 * it, so that a download needs no token in its address.
 */
export async function apiDownload(path: string, query?: Record<string, QueryValue>): Promise<Blob> {
  const headers: Record<string, string> = { 'X-Client-Host': window.location.hostname };
  const token = getAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${buildPath(path, query)}`, {
      headers,
      credentials: 'include',
    });
  } catch {
    throw new ApiError(refusalText('No response from server. Please try again later.', null), 0);
  }
  if (!response.ok) throw await errorOfAnswer(response, `GET ${path}`);
  return response.blob();
}

/** The error's own message, or the English `fallback` in the page's language. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  return t(fallback);
}
