// jsonWithPhotos: the shared reading of a form of one JSON field and photos (a review, a return
// request). Through a real Fastify instance and @fastify/multipart, with no database: the routes'
// own tests (reviews.routes.test.ts, returns.routes.test.ts) check the statuses the app answers.
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DomainError } from '../../lib/domain-error.ts';
import { MAX_PHOTO_BYTES } from './image-processing.ts';
import { jsonWithPhotos, photoUploadLimits } from './photo-upload.ts';

const note = z.object({ title: z.string().min(1), rating: z.number().int().min(1).max(5) });
let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  await app.register(multipart, photoUploadLimits(2));
  app.post('/notes', async (req) => {
    try {
      const { input, files } = await jsonWithPhotos(req, {
        field: 'note',
        schema: note,
        maxPhotos: 2,
      });
      return { input, sizes: files.map((f) => f.length) };
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
      return { kind: err.kind, message: err.message, fields: err.fields };
    }
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
});

type Part = { name: string; value: string | Buffer; file?: boolean };

function form(parts: Part[]) {
  const boundary = '----photo-upload-test';
  const chunks: Buffer[] = [];
  parts.forEach((part, i) => {
    const file = part.file ? `; filename="p${i}.jpg"\r\nContent-Type: image/jpeg` : '';
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${file}\r\n\r\n`,
      ),
      Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  });
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function send(parts: Part[]) {
  const res = await app.inject({ method: 'POST', url: '/notes', ...form(parts) });
  expect(res.statusCode).toBe(200);
  return res.json<Record<string, unknown>>();
}

const json = (value: unknown): Part => ({ name: 'note', value: JSON.stringify(value) });
const photo = (bytes: number): Part => ({
  name: 'photo',
  value: Buffer.alloc(bytes, 7),
  file: true,
});

describe('jsonWithPhotos', () => {
  it('answers the checked JSON and the photos, in order; other files are read and dropped', async () => {
    const body = await send([
      json({ title: 'Soft', rating: 5 }),
      photo(10),
      { name: 'other', value: Buffer.alloc(3), file: true },
    ]);
    expect(body).toEqual({ input: { title: 'Soft', rating: 5 }, sizes: [10] });
  });

  it('refuses a body that is not multipart, naming the field', async () => {
    const res = await app.inject({ method: 'POST', url: '/notes', payload: { title: 'x' } });
    expect(res.json()).toMatchObject({
      kind: 'unsupported_media',
      message:
        'Send the note as multipart/form-data: the note in the field "note", photos in "photo"',
    });
  });

  it('refuses more photos than the limit, on the photo field', async () => {
    const body = await send([json({ title: 'Soft', rating: 5 }), photo(1), photo(1), photo(1)]);
    expect(body).toEqual({
      kind: 'invalid',
      message: 'photo: at most 2 photos',
      fields: { photo: 'at most 2 photos' },
    });
  });

  it('refuses a photo past the size limit as too large', async () => {
    const body = await send([json({ title: 'Soft', rating: 5 }), photo(MAX_PHOTO_BYTES + 1)]);
    expect(body).toMatchObject({ kind: 'too_large' });
  });

  it('refuses JSON that does not parse, and a missing field', async () => {
    expect(await send([{ name: 'note', value: '{not json' }])).toMatchObject({
      kind: 'invalid',
      message: 'note: send the note as JSON',
    });
    expect(await send([photo(1)])).toMatchObject({
      kind: 'invalid',
      fields: { note: expect.any(String) },
    });
  });

  it('names each field the schema refuses, the first in the sentence', async () => {
    const body = await send([json({ title: '', rating: 9 })]);
    expect(body.kind).toBe('invalid');
    expect(Object.keys(body.fields as object)).toEqual(['title', 'rating']);
    expect(body.message).toMatch(/^title: /);
  });
});
