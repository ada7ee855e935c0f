// The storefront's server-rendering build (apps/web/dist/.server) as the store loads it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadRenderer } from './storefront-build.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const webDist = path.join(root, 'apps/web/dist');
const ORIGIN = 'https://shop.example';

describe('the rendering build', () => {
  it("is React's production build, whatever NODE_ENV the store runs with", async () => {
    // Vitest runs with NODE_ENV=test and the store with none: neither may pick the development
    // build, which took twice the CPU a page and explained each client-rendered boundary in the
    // HTML (a cart rendered with no answers has one: a lazy screen not loaded yet).
    const renderer = await loadRenderer(webDist);
    expect(renderer, 'npm run build makes apps/web/dist/.server').not.toBeNull();
    await renderer!.prepare(ORIGIN);
    const html = renderer!.render({
      url: '/cart',
      origin: ORIGIN,
      answers: {},
      withQueryClient: true,
    });
    expect(html).toContain('<!--$!-->');
    expect(html).not.toContain('data-msg=');
  });
});
