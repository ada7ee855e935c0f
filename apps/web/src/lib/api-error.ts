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
