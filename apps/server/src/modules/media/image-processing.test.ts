import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { inPhotoSlot, processImage, sniffImageType, variantWidths } from './image-processing.ts';

describe('photo processing', () => {
  it('reads the type from the bytes, not the name', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const webp = await sharp(png).webp().toBuffer();
    const jpeg = await sharp(png).jpeg().toBuffer();
    const avif = await sharp(png).avif().toBuffer();
    expect([png, webp, jpeg, avif].map(sniffImageType)).toEqual(['png', 'webp', 'jpeg', 'heif']);
    expect(sniffImageType(Buffer.from('<html><body>hi</body></html>'))).toBeNull();
    expect(sniffImageType(Buffer.from('GIF89a....'))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });

  it('makes the standard widths below the picture and never enlarges it', () => {
    expect(variantWidths(4000)).toEqual([320, 640, 960, 1280]);
    expect(variantWidths(1280)).toEqual([320, 640, 960, 1280]);
    expect(variantWidths(800)).toEqual([320, 640, 800]);
    expect(variantWidths(200)).toEqual([200]);
  });

  it('reads an AVIF (a HEIF) photo as it reads the others', async () => {
    const avif = await sharp({
      create: { width: 700, height: 500, channels: 3, background: '#a33' },
    })
      .avif()
      .toBuffer();
    const out = await processImage(avif);
    expect(out).toMatchObject({ source: 'heif', width: 700, height: 500 });
    expect(out.variants.map((v) => `${v.format} ${v.width}x${v.height}`)).toEqual([
      'avif 320x229',
      'webp 320x229',
      'avif 640x457',
      'webp 640x457',
      'avif 700x500',
      'webp 700x500',
    ]);
  });

  it('runs at most two photo jobs at once, the rest in turn', async () => {
    let running = 0;
    let most = 0;
    const job = () =>
      inPhotoSlot(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((r) => setTimeout(r, 10));
        running -= 1;
        return running;
      });
    await Promise.all(Array.from({ length: 7 }, job));
    expect(most).toBe(2);
    // The slots are all free again afterwards.
    await Promise.all([job(), job()]);
    expect(most).toBe(2);
  });
});
