/**
 * An error whose message is meant for the client. Anything else that reaches the error
 * handler is an internal fault and is answered with a generic 500.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message: string) => new HttpError(404, message);
export const badRequest = (message: string) => new HttpError(400, message);
export const conflict = (message: string) => new HttpError(409, message);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
