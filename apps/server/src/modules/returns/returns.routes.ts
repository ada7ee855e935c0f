// Returns for shoppers (issue 31 item 4; docs/returns.md): what of a delivered order can go back
// and the requests made, and a new request (multipart: the JSON in the field `request`, up to 4
// photos in `photo`). Signed-in shoppers only, on their own orders.
import multipart from '@fastify/multipart';
import {
  errorResponse,
  MAX_RETURN_PHOTOS,
  noQuery,
  orderIdParams,
  orderReturns,
  returnRequest,
  returnRequestInput,
  type ReturnRequestInput,
} from '@store/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError, invalid } from '../../lib/domain-error.ts';
import { MAX_PHOTO_BYTES, photoTooLarge } from '../media/index.ts';
import { orderReturnsOf, requestReturn } from './request.service.ts';

const tooMany = () =>
  invalid(`photo: at most ${MAX_RETURN_PHOTOS} photos`, {
    photo: `at most ${MAX_RETURN_PHOTOS} photos`,
  });

/** The request's JSON and its photos, read part by part (a photo past 15 MB is refused, 413). */
async function returnUpload(
  req: FastifyRequest,
): Promise<{ input: ReturnRequestInput; files: Buffer[] }> {
  if (!req.isMultipart()) {
    throw new DomainError(
      'unsupported_media',
      'Send the request as multipart/form-data: the request in the field "request", photos in "photo"',
    );
  }
  let raw: string | undefined;
  const files: Buffer[] = [];
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field' && part.fieldname === 'request') raw = String(part.value);
      else if (part.type === 'file' && part.fieldname === 'photo')
        files.push(await part.toBuffer());
      else if (part.type === 'file') await part.toBuffer();
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw photoTooLarge();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw tooMany();
    throw err;
  }
  let json: unknown;
  try {
    json = raw === undefined ? undefined : JSON.parse(raw);
  } catch {
    throw invalid('request: send the request as JSON');
  }
  const parsed = returnRequestInput.safeParse(json);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      fields[issue.path.length ? issue.path.join('.') : 'request'] ??= issue.message;
    }
    const [first] = Object.entries(fields);
    throw invalid(first ? `${first[0]}: ${first[1]}` : 'request is missing', fields);
  }
  return { input: parsed.data, files };
}

export const returnsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: {
      fileSize: MAX_PHOTO_BYTES,
      files: MAX_RETURN_PHOTOS,
      fields: 1,
      parts: MAX_RETURN_PHOTOS + 1,
      fieldSize: 20_000,
    },
    throwFileSizeLimit: true,
  });

  app.get(
    '/orders/:id/returns',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['orders'],
        summary: 'What of a delivered order can still be returned or exchanged, and its requests',
        operationId: 'getOrderReturns',
        security: [{ bearer: [] }],
        params: orderIdParams,
        querystring: noQuery,
        response: { 200: orderReturns, 401: errorResponse, 404: errorResponse },
      },
    },
    async (req) => orderReturnsOf(app.db, req.user!.id, req.params.id),
  );

  app.post(
    '/orders/:id/returns',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['orders'],
        summary:
          'Ask to return or exchange delivered pieces (multipart: JSON in "request", up to 4 photos in "photo")',
        operationId: 'requestReturn',
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        params: orderIdParams,
        querystring: noQuery,
        response: {
          201: returnRequest,
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
          409: errorResponse,
          413: errorResponse,
          415: errorResponse,
        },
      },
    },
    async (req, reply) => {
      const { input, files } = await returnUpload(req);
      const made = await requestReturn(
        app.db,
        { id: req.user!.id, email: req.user!.email },
        req.params.id,
        input,
        files,
        app.config.publicUrl,
      );
      return reply.code(201).send(made);
    },
  );
};
