import { clearAuthToken, getAuthToken } from './auth-token';
import { ApiError, readError } from './api-error';
import { API_PATH, resolveApiBase, resolveAssetUrl, type PageLocation } from './api-host';
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

export { ApiError };

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** Builds `path?query`, dropping empty and null filters as docs/product/storefront.md section 7 asks. */
export function buildPath(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** One JSON call to the API. Resolves to the parsed body, or undefined for an empty answer (204). */
/**
 * The answer the served page carried for GET `path` (see lib/first-answers.ts), taken at once
 * rather than through a promise: a screen that starts with it renders its content in its first
 * paint, not skeletons that then move everything below them.
 */
export function firstAnswerOf<T>(path: string, query?: Record<string, QueryValue>): T | undefined {
  return takeFirstAnswer(buildPath(path, query)) as T | undefined;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const target = buildPath(path, options.query);
  if ((options.method ?? 'GET') === 'GET') {
    const answer = takeFirstAnswer(target);
    if (answer !== undefined) return answer as T;
  }
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Client-Host': window.location.hostname,
    ...options.headers,
  };
  const token = getAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${target}`, {
      method: options.method ?? 'GET',
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    console.error(`API ${options.method ?? 'GET'} ${path} failed`, error);
    throw new ApiError('No response from server. Please try again later.', 0);
  }

  if (response.status === 401) clearAuthToken();
  if (!response.ok) {
    const message = await readError(response);
    console.error(`API ${options.method ?? 'GET'} ${path} answered ${response.status}: ${message}`);
    throw new ApiError(message, response.status);
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
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
    throw new ApiError('No response from server. Please try again later.', 0);
  }
  if (!response.ok) throw new ApiError(await readError(response), response.status);
  return response.blob();
}

export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
