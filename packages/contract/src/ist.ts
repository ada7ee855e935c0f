// Calendar days in India. India Standard Time is UTC+05:30 all year (no daylight saving), so a
// day in India is a fixed 24-hour span of UTC: the owner's "today" and "last 7 days" are those
// spans, not the server's own midnight. The one place the offset is written: the server, the
// storefront, the admin and the contract's own dates (delivery, financial years) read it here.
export const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 86_400_000;

/** The instant a calendar day (YYYY-MM-DD) begins in India. */
export function istDayStart(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) - IST_OFFSET_MS);
}

/** The calendar day in India (YYYY-MM-DD) at an instant. */
export function istDay(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The day `days` after (or before, when negative) a calendar day: arithmetic on the date alone. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whether the text is a real calendar day, not only digits in its shape (2025-02-30 is not). */
export function isCalendarDay(day: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && istDay(istDayStart(day)) === day;
}
