/** Anything `condition && 'class'` can produce. */
export type ClassValue = string | number | bigint | boolean | null | undefined;

/** Joins class names, skipping everything that is not a non-empty string. */
export function cn(...classes: ClassValue[]): string {
  return classes.filter((c): c is string => typeof c === 'string' && c.length > 0).join(' ');
}
