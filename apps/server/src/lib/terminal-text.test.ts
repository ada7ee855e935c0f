import { describe, expect, it } from 'vitest';
import { terminalSafe } from './terminal-text.ts';

describe('terminalSafe', () => {
  it('writes escape sequences, C1 controls, DEL and bidi overrides as visible escapes', () => {
    expect(terminalSafe('Asha\u001b]0;pwned\u0007')).toBe('Asha\\u001b]0;pwned\\u0007');
    expect(terminalSafe('a\u009bb\u007fc')).toBe('a\\u009bb\\u007fc');
    expect(terminalSafe('x\u202ey\u2066z')).toBe('x\\u202ey\\u2066z');
    expect(terminalSafe('one\ntwo\r\tthree')).toBe('one\\u000atwo\\u000d\\u0009three');
  });

  it('keeps line feeds when asked, and leaves every other character alone', () => {
    expect(terminalSafe('one\ntwo\u001b', { keepNewlines: true })).toBe('one\ntwo\\u001b');
    const text = 'प्रिया Anaïs ₹4,998.00 “quoted” \u200d';
    expect(terminalSafe(text)).toBe(text);
  });
});
