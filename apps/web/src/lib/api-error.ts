import type { ErrorCode } from '@store/contract';

/**
 * A failed call, as the server's error body said it (docs/decisions/015-error-codes-and-api-client.md):
 * `message` its readable sentence, `code` what kind of refusal it is, `fields` each refused
 * field's path with its message. Screens decide by `code` and place messages by `fields`, never
 * by reading the sentence. `code` is null when no body came (no answer at all: status 0, or a
 * proxy's page). Apart from api-client.ts so that the first page can recognise one without
 * loading the client.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | null;
  readonly fields: Readonly<Record<string, string>>;
  constructor(
    message: string,
    status: number,
    code: ErrorCode | null = null,
    fields: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

/** The error's code, for a screen that decides by it (null for anything but an API refusal). */
export function errorCodeOf(error: unknown): ErrorCode | null {
  return error instanceof ApiError ? error.code : null;
}
