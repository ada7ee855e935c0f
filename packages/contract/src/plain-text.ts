// Text a shopper writes ends up in the owner's terminal (the command line prints contact
// messages and addresses) and in other people's screens, so every text field of the contract
// refuses the characters that can steer a terminal or reorder what is shown: C0 and C1 controls,
// DEL, and the bidirectional embeddings, overrides and isolates (SECURITY.md, "Input").
// Line breaks and tabs are allowed only where a message needs them (messageText). People's
// names need nothing more: NAME_PATTERN (limits.ts) admits letters and a few marks only, so it
// refuses these characters already, with a message of its own.
import type { z } from 'zod';

/** C0 controls, DEL, C1 controls, U+202A to U+202E and U+2066 to U+2069. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u;

/** The same, less tab, line feed and a carriage return that starts a CRLF line break. */
const CONTROL_IN_MESSAGE =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|\r(?!\n)/u;

export const isPlainText = (value: string): boolean => !CONTROL_CHARACTER.test(value);
export const isMessageText = (value: string): boolean => !CONTROL_IN_MESSAGE.test(value);

export const controlCharacterMessage = (label: string) =>
  `${label} must not contain control characters`;
export const messageControlCharacterMessage = (label: string) =>
  `${label} must not contain control characters (line breaks and tabs are fine)`;

/** A one-line text field: `schema` with control characters refused, naming `label`. */
export const plainText = (schema: z.ZodString, label: string): z.ZodString =>
  schema.refine(isPlainText, controlCharacterMessage(label));

/** A message body: as plainText, but line breaks (LF or CRLF) and tabs are allowed. */
export const messageText = (schema: z.ZodString, label: string): z.ZodString =>
  schema.refine(isMessageText, messageControlCharacterMessage(label));
