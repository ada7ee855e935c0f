// CSV for the owner's spreadsheets (RFC 4180): fields quoted when needed, and a field that a
// spreadsheet would run as a formula (a leading =, +, -, @, tab or carriage return) defused
// with an apostrophe, since shoppers write names, emails and addresses.
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One line, CRLF-terminated as RFC 4180 and spreadsheet programs expect. */
export const csvLine = (fields: (string | number | null | undefined)[]): string =>
  `${fields.map(csvField).join(',')}\r\n`;
