import { describe, expect, it } from 'vitest';
import { commands } from './index.ts';

describe('admin commands', () => {
  it.each(Object.entries(commands))(
    '%s has a summary and --help that shows its usage',
    (name, c) => {
      expect(c.summary.length).toBeGreaterThan(10);
      expect(c.help.startsWith(`Usage: npm run admin -- ${name}`)).toBe(true);
    },
  );
});
