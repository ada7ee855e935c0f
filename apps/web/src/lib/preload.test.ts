import { afterEach, describe, expect, it } from 'vitest';
import { preload } from './preload';

const links = () => [...document.head.querySelectorAll('link')];

afterEach(() => {
  for (const link of links()) link.remove();
});

describe('preload', () => {
  it('asks for a script once, as a module, however often it is named', () => {
    preload('/assets/screen-a.js');
    preload('/assets/screen-a.js');
    expect(links().map((l) => [l.rel, l.getAttribute('href'), l.crossOrigin])).toEqual([
      ['modulepreload', '/assets/screen-a.js', ''],
    ]);
  });

  it('leaves alone what the page links already', () => {
    const entry = document.createElement('link');
    entry.rel = 'modulepreload';
    entry.href = '/assets/index-a.js';
    document.head.append(entry);
    preload('/assets/index-a.js');
    expect(links()).toHaveLength(1);
  });
});
