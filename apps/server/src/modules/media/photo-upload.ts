// A shopper's form with photos (a review, a return request): multipart/form-data holding one JSON
// field named after what is sent and up to a few files in `photo` (docs/photos.md). The routes
// that take one register @fastify/multipart with photoUploadLimits and read the body with
// jsonWithPhotos, so the limits and the answers are the same wherever a shopper sends photos.
import type { FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { DomainError, invalid } from '../../lib/domain-error.ts';
import { MAX_PHOTO_BYTES, photoTooLarge } from './image-processing.ts';

/** The JSON field's largest size in bytes. */
const MAX_JSON_BYTES = 20_000;

/** @fastify/multipart's options for a form of one JSON field and at most `maxPhotos` photos. */
export function photoUploadLimits(maxPhotos: number): FastifyMultipartOptions {
  return {
    limits: {
      fileSize: MAX_PHOTO_BYTES,
      files: maxPhotos,
      fields: 1,
      parts: maxPhotos + 1,
      fieldSize: MAX_JSON_BYTES,
    },
    throwFileSizeLimit: true,
  };
}

export interface JsonWithPhotosOptions<T> {
  /** The JSON field's name, which is also the word the answers use ("review", "request"). */
  field: string;
  /** What the JSON must be. */
  schema: ZodType<T>;
  /** How many photos the form may carry (the limit photoUploadLimits was given). */
  maxPhotos: number;
}

/** Each refused path of the JSON with its first message; the field's own name for the whole. */
function fieldsOf(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  field: string,
) {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    fields[issue.path.length ? issue.path.map(String).join('.') : field] ??= issue.message;
  }
  return fields;
}

/**
 * The form's JSON, checked, and its photos, read part by part. Refused, with nothing changed:
 * a body that is not multipart (415), a photo past MAX_PHOTO_BYTES (413), more photos than
 * `maxPhotos` (400, on `photo`), JSON that does not parse or does not match the schema (400,
 * each bad field named). Files under another name are read and dropped.
 */
export async function jsonWithPhotos<T>(
  req: FastifyRequest,
  { field, schema, maxPhotos }: JsonWithPhotosOptions<T>,
): Promise<{ input: T; files: Buffer[] }> {
  if (!req.isMultipart()) {
    throw new DomainError(
      'unsupported_media',
      `Send the ${field} as multipart/form-data: the ${field} in the field "${field}", photos in "photo"`,
    );
  }
  let raw: string | undefined;
  const files: Buffer[] = [];
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field' && part.fieldname === field) raw = String(part.value);
      else if (part.type === 'file' && part.fieldname === 'photo')
        files.push(await part.toBuffer());
      else if (part.type === 'file') await part.toBuffer();
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw photoTooLarge();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw invalid(`photo: at most ${maxPhotos} photos`, { photo: `at most ${maxPhotos} photos` });
    }
    throw err;
  }
  let json: unknown;
  try {
    json = raw === undefined ? undefined : JSON.parse(raw);
  } catch {
    throw invalid(`${field}: send the ${field} as JSON`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const fields = fieldsOf(parsed.error.issues, field);
    const [first] = Object.entries(fields);
    throw invalid(first ? `${first[0]}: ${first[1]}` : `${field} is missing`, fields);
  }
  return { input: parsed.data, files };
}
