// Dates as Indians write them (issue 36): 26/11/2026 (day first) or 26 Nov 2026. The admin's
// date filters take these whatever the browser's locale, where the browser's own date field
// showed a phone set to US English 11/26/2026.

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

export const INDIAN_DATE_MESSAGE = 'Write the date as dd/mm/yyyy, such as 26/11/2026';

function iso(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    year < 2000 ||
    year > 2100 ||
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return null;
  }
  return date.toISOString().slice(0, 10);
}

/**
 * The day (YYYY-MM-DD) a shopkeeper's writing names, or null: day first with / - or . between
 * ("26/11/2026", "5-1-26"), the month by name ("26 Nov 2026", "26 November, 2026"), or the
 * ISO form a link carries ("2026-11-26"). A two-digit year is this century's.
 */
export function parseIndianDate(text: string): string | null {
  const t = text.trim().toLowerCase();
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  if (m) return iso(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})\s*[/.-]\s*(\d{1,2})\s*[/.-]\s*(\d{2}|\d{4})$/.exec(t);
  if (m) return iso(year(m[3]!), Number(m[2]), Number(m[1]));
  m = /^(\d{1,2})(?:st|nd|rd|th)?[\s-]+([a-z]{3,9})\.?,?[\s-]+(\d{2}|\d{4})$/.exec(t);
  if (m) {
    // "Nov", "Sept", "November": at least three letters of the month's name.
    const word = m[2]!;
    const month = MONTHS.findIndex((name) => name.startsWith(word)) + 1;
    if (month === 0) return null;
    return iso(year(m[3]!), month, Number(m[1]));
  }
  return null;
}

const year = (digits: string) => (digits.length === 2 ? 2000 + Number(digits) : Number(digits));
