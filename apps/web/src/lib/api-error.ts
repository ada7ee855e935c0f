/**
 * A failed call: `message` is the server's `{ error }` text when it sent one. Apart from
 * api-client.ts so that the first page can recognise one without loading the client.
 */
export class ApiError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

/** The server's `{ error }` sentence of a failed answer, or a plain one when the body has none. */
export async function readError(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string') {
      return body.error;
    }
  } catch {
    // not JSON: fall through to the generic text
  }
  return `Request failed with status ${response.status}`;
}
