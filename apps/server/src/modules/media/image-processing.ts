// Turns an uploaded photo into what the storefront serves (docs/photos.md): the real type is
// read from the bytes, never from the name or the declared type; the picture is turned upright
// by its EXIF orientation, every piece of metadata (GPS position, camera, time) is dropped, and
// WebP and AVIF copies are made at a few widths, never wider than the original.
import { createHash } from 'node:crypto';
import type { Metadata, OutputInfo } from 'sharp';
import { loadSharp } from '../../lib/lazy-libraries.ts';
import { DomainError, invalid } from '../../lib/domain-error.ts';

/** The largest upload accepted, in bytes (the multipart limit in the admin routes uses it). */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
/** The most pixels a photo may have: a 48-megapixel phone camera still fits. */
export const MAX_PHOTO_PIXELS = 50_000_000;
/** Widths made of every photo, narrow to wide; a narrower original stops the list at its width. */
export const VARIANT_WIDTHS = [320, 640, 960, 1280] as const;
const WIDEST = 1280;

// Tuned with bench/photos.mjs on a grainy 12-megapixel picture (harder to compress than most
// photos): the product page's main picture, 640 px wide, stays under 80 KB in both formats
// (WebP about 70 KB, AVIF about 40 KB). AVIF at effort 0 is within a few per cent of effort 4
// in bytes here and ten to fifty times faster, which keeps an upload near a second.
const WEBP_OPTIONS = { quality: 65, effort: 4, smartSubsample: true } as const;
const AVIF_OPTIONS = { quality: 50, effort: 0, chromaSubsampling: '4:2:0' } as const;

export type SourceFormat = 'jpeg' | 'png' | 'webp' | 'heif';
export type VariantFormat = 'avif' | 'webp';

export interface ProcessedVariant {
  format: VariantFormat;
  contentType: `image/${VariantFormat}`;
  width: number;
  height: number;
  bytes: Buffer;
  /** SHA-256 of the bytes, hex. */
  hash: string;
}

export interface ProcessedImage {
  source: SourceFormat;
  /** Of the upright picture. */
  width: number;
  height: number;
  variants: ProcessedVariant[];
}

export const unsupportedPhoto = () =>
  new DomainError(
    'unsupported_media',
    'This file is not a photo we can use: send a JPEG, PNG, WebP or HEIC picture',
  );

const HEIF_BRANDS = new Set([
  'heic',
  'heix',
  'hevc',
  'hevx',
  'heim',
  'heis',
  'mif1',
  'msf1',
  'avif',
  'avis',
]);

/** The picture's type from its first bytes, or null when it is none we take. */
export function sniffImageType(bytes: Buffer): SourceFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
    return 'webp';
  }
  if (
    bytes.toString('latin1', 4, 8) === 'ftyp' &&
    HEIF_BRANDS.has(bytes.toString('latin1', 8, 12))
  ) {
    return 'heif';
  }
  return null;
}

/** The widths to make for a picture this wide: the standard ones below it, then its own (capped). */
export function variantWidths(width: number): number[] {
  const widest = Math.min(width, WIDEST);
  const below = VARIANT_WIDTHS.filter((w) => w < widest);
  return [...below, widest];
}

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/**
 * sharp runs on libuv's thread pool (four threads), which also compresses answers and hashes
 * passwords: photo work takes at most two of them at a time, whatever the number of uploads, so
 * an owner adding photos during a sale never stalls the shoppers' requests. Further jobs queue.
 */
const PHOTO_SLOTS = 2;
let slotsInUse = 0;
const waitingForSlot: (() => void)[] = [];

export async function inPhotoSlot<T>(job: () => Promise<T>): Promise<T> {
  if (slotsInUse < PHOTO_SLOTS) slotsInUse += 1;
  // A finishing job hands its slot straight to the next in line (see finally below).
  else await new Promise<void>((resolve) => waitingForSlot.push(resolve));
  try {
    return await job();
  } finally {
    const next = waitingForSlot.shift();
    if (next) next();
    else slotsInUse -= 1;
  }
}

const DAMAGED_PHOTO = 'The photo could not be read: the file may be damaged';

/** Checks and processes one upload; throws a DomainError for anything it will not take. */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  if (input.length > MAX_PHOTO_BYTES) throw photoTooLarge();
  const source = sniffImageType(input);
  if (!source) throw unsupportedPhoto();
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw invalid(DAMAGED_PHOTO);
  }
  if (meta.width === undefined || meta.height === undefined) {
    throw invalid(DAMAGED_PHOTO);
  }
  if (meta.width * meta.height > MAX_PHOTO_PIXELS) {
    throw new DomainError(
      'too_large',
      `The photo has ${Math.round((meta.width * meta.height) / 1e6)} megapixels; the most is ${MAX_PHOTO_PIXELS / 1e6}`,
    );
  }
  // Decoded once, upright and in sRGB, at the widest size served; every variant is made from
  // that. The output of sharp carries no metadata unless asked to (withMetadata is never used).
  let upright: { data: Buffer; info: OutputInfo };
  try {
    upright = await inPhotoSlot(() =>
      sharp(input, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' })
        .rotate()
        .resize({ width: WIDEST, withoutEnlargement: true })
        .toColourspace('srgb')
        .raw()
        .toBuffer({ resolveWithObject: true }),
    );
  } catch {
    if (source === 'heif') {
      throw new DomainError(
        'unsupported_media',
        'This HEIC photo cannot be read here: send it as JPEG (on an iPhone: Settings, Camera, Formats, Most Compatible)',
      );
    }
    // The store's own words: libvips' text names its internals and says nothing to an owner.
    throw invalid(DAMAGED_PHOTO);
  }
  const { width, height, channels } = upright.info;
  // The upright size of the original: orientations 5 to 8 turn the picture a quarter.
  const quarterTurn = (meta.orientation ?? 1) >= 5;
  const fullWidth = quarterTurn ? meta.height : meta.width;
  const fullHeight = quarterTurn ? meta.width : meta.height;
  // Encoded two at a time (the photo slots above), so two cores share the work.
  const jobs = variantWidths(width).flatMap((w) => {
    const h = Math.max(1, Math.round((height * w) / width));
    const base = () =>
      sharp(upright.data, { raw: { width, height, channels } }).resize({ width: w, height: h });
    return (['avif', 'webp'] as const).map(async (format): Promise<ProcessedVariant> => {
      const bytes = await inPhotoSlot(() =>
        format === 'avif'
          ? base().avif(AVIF_OPTIONS).toBuffer()
          : base().webp(WEBP_OPTIONS).toBuffer(),
      );
      return {
        format,
        contentType: `image/${format}`,
        width: w,
        height: h,
        bytes,
        hash: sha256(bytes),
      };
    });
  });
  const variants = await Promise.all(jobs);
  return { source, width: fullWidth, height: fullHeight, variants };
}

export const photoTooLarge = () =>
  new DomainError('too_large', `The photo is larger than ${MAX_PHOTO_BYTES / 1024 / 1024} MB`);
