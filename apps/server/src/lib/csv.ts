// CSV for the owner's spreadsheets (RFC 4180). Every CSV the store writes (orders, subscribers,
// the products export, the GST report) goes through `csvField`, so all of them defuse formulas
// alike: shoppers and staff type names, emails, addresses and titles, and a field that a
// spreadsheet would run as a formula (a leading =, +, -, @, tab or carriage return) is written
// with an apostrophe in front. Plain numbers such as -12.50 stay numbers.
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const safe = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  // Quoted when it holds a separator, or begins or ends with spaces a spreadsheet would trim.
  return /[",\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The reverse of `csvField`'s defusing, for a file exported by the store and imported again:
 * an apostrophe in front of a formula character is dropped. (A text that really begins with an
 * apostrophe and then =, +, - or @ loses its apostrophe; such titles are not worth the risk.)
 */
export const csvUndefused = (value: string): string =>
  /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;

/** One line, CRLF-terminated as RFC 4180 and spreadsheet programs expect. */
export const csvLine = (fields: (string | number | null | undefined)[]): string =>
  `${fields.map(csvField).join(',')}\r\n`;
