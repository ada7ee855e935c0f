import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  BACKGROUND_COLOUR,
  THEME_COLOUR,
  registerWebAppManifest,
  shortNameOf,
  webAppManifest,
} from './web-app-manifest.ts';

describe('the web app manifest', () => {
  it('names the app after the store, with a short name cut at a word', () => {
    const manifest = webAppManifest({ storeName: '  Banaras Silk House  ', description: 'Silks.' });
    expect(manifest.name).toBe('Banaras Silk House');
    expect(manifest.short_name).toBe('Banaras Silk');
    expect(manifest.description).toBe('Silks.');
    expect(shortNameOf('Ethnic Elegance')).toBe('Ethnic Elegance');
    expect(shortNameOf('Mahalakshmisarees')).toBe('Mahalakshmisare');
  });

  it('falls back to the default name and description when the settings are blank or unread', () => {
    for (const info of [{ storeName: ' ', description: '' }, null]) {
      const manifest = webAppManifest(info);
      expect(manifest.name).toBe('Ethnic Elegance');
      expect(manifest.description).toMatch(/^Kurtas, sarees/);
    }
  });

  it('says what Chromium needs to install it: standalone, start URL, icons at 192 and 512, a maskable one', () => {
    const manifest = webAppManifest(null);
    expect(manifest).toMatchObject({
      display: 'standalone',
      start_url: '/',
      scope: '/',
      theme_color: THEME_COLOUR,
      background_color: BACKGROUND_COLOUR,
    });
    const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(sizes).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
  });

  it('is served as application/manifest+json from the store details, asked again each visit', async () => {
    const app = Fastify();
    const reads: string[] = [];
    registerWebAppManifest(app, async (read) => {
      reads.push(read);
      return { status: 200, json: JSON.stringify({ storeName: 'Kanchi Looms', description: '' }) };
    });
    const res = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toMatchObject({ name: 'Kanchi Looms', short_name: 'Kanchi Looms' });
    expect(reads).toEqual(['/storeInfo']);
    await app.close();
  });
});
