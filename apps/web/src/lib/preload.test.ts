import { afterEach, describe, expect, it, vi } from 'vitest';
import { __vitePreload, preload } from './preload';

const links = () => [...document.head.querySelectorAll('link')];

afterEach(() => {
  for (const link of links()) link.remove();
});

describe('preload', () => {
  it('asks for a script once, as a module, however often it is named', () => {
    expect(preload('/assets/screen-a.js')).toBeUndefined();
    void preload('/assets/screen-a.js');
    expect(links().map((l) => [l.rel, l.getAttribute('href'), l.crossOrigin])).toEqual([
      ['modulepreload', '/assets/screen-a.js', ''],
    ]);
  });

  it('leaves alone what the page links already', () => {
    const sheet = document.createElement('link');
    sheet.rel = 'stylesheet';
    sheet.href = '/assets/index-a.css';
    document.head.append(sheet);
    expect(preload('/assets/index-a.css')).toBeUndefined();
    expect(links()).toHaveLength(1);
  });

  it('adds a style sheet and settles once it has loaded', async () => {
    const settled = preload('/assets/admin-a.css');
    const [link] = links().filter((l) => l.getAttribute('href') === '/assets/admin-a.css');
    expect(link?.rel).toBe('stylesheet');
    link?.dispatchEvent(new Event('load'));
    await expect(settled).resolves.toBeInstanceOf(Event);
  });
});

describe('__vitePreload (the build calls it around every lazy import)', () => {
  it("imports only once the chunk's style sheet is in, after asking for its scripts", async () => {
    const load = vi.fn(() => Promise.resolve({ screen: 'admin' }));
    const loaded = __vitePreload(load, ['assets/admin-b.js', 'assets/admin-b.css']);
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    expect(links().map((l) => l.getAttribute('href'))).toEqual([
      '/assets/admin-b.js',
      '/assets/admin-b.css',
    ]);
    links()
      .find((l) => l.rel === 'stylesheet')
      ?.dispatchEvent(new Event('error'));
    await expect(loaded).resolves.toEqual({ screen: 'admin' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('imports at once when the chunk needs nothing more', async () => {
    await expect(__vitePreload(() => Promise.resolve(1))).resolves.toBe(1);
  });
});
