// What the owner's command line prints may hold text a shopper wrote (names, addresses,
// contact messages). A terminal obeys escape sequences in what it prints, so a message could
// otherwise retitle the window, hide lines or plant a link: every control character is shown
// as a visible \uXXXX escape instead (SECURITY.md, "The owner's command line").
// The contract refuses these characters on the way in; this covers rows stored before it did.

/** C0 controls, DEL, C1 controls, and the bidi embeddings, overrides and isolates. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/gu;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE_BUT_NEWLINE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/gu;

const escapeOne = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * `text` with every control character written as \uXXXX (ESC becomes the six characters
 * \u001b). With `keepNewlines`, line feeds pass: for whole blocks of the command's own output.
 */
export function terminalSafe(text: string, options: { keepNewlines?: boolean } = {}): string {
  return text.replace(options.keepNewlines ? UNSAFE_BUT_NEWLINE : UNSAFE, escapeOne);
}
