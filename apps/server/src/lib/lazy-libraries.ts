// Libraries that are heavy to hold and used by few requests, loaded on first use rather than at
// start: sharp (libvips, about 15 MB resident) for photos and link-preview pictures, and ioredis
// (about 8 MB) only when REDIS_URL is set. An idle store that has not yet handled a photo pays
// for neither (docs/decisions/017-small-machine.md). Each loads once; later calls share it.
import type SharpDefault from 'sharp';
import type { Redis as RedisClass } from 'ioredis';

let sharpModule: Promise<typeof SharpDefault> | undefined;
export function loadSharp(): Promise<typeof SharpDefault> {
  sharpModule ??= import('sharp').then((m) => m.default);
  return sharpModule;
}

let redisModule: Promise<typeof RedisClass> | undefined;
export function loadRedis(): Promise<typeof RedisClass> {
  redisModule ??= import('ioredis').then((m) => m.Redis);
  return redisModule;
}
