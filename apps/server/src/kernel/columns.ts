// Column helpers every module's schema file shares.
import { timestamp } from 'drizzle-orm/pg-core';

/** A point in time, stored with its time zone and read as a Date. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
