import { errorResponse, noQuery } from '@store/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readImage } from './media.service.ts';

const ONE_YEAR = 31_536_000;

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  // A variant's address carries a hash of its bytes, so what it names never changes.
  app.get(
    '/media/images/:imageId/:file',
    {
      schema: {
        tags: ['catalog'],
        summary: 'A product photo in one format and width (WebP or AVIF)',
        operationId: 'getProductPhoto',
        security: [],
        params: z
          .object({
            imageId: z.string().regex(/^[0-9a-f-]{36}$/, 'Image not found'),
            file: z.string().regex(/^\d{1,5}-[0-9a-f]{16}\.(avif|webp)$/, 'Image not found'),
          })
          .strict(),
        querystring: noQuery,
        response: {
          200: {
            description: 'The picture; cached for a year, since its address names its bytes',
            content: {
              'image/avif': { schema: z.string() },
              'image/webp': { schema: z.string() },
            },
          },
          304: z.null().describe('The copy the client holds is current'),
          400: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (req, reply) => {
      const image = await readImage(app.db, `${req.params.imageId}/${req.params.file}`);
      reply
        .header('cache-control', `public, max-age=${ONE_YEAR}, immutable`)
        .header('etag', image.etag)
        .header('content-security-policy', "default-src 'none'");
      if (req.headers['if-none-match'] === image.etag) return reply.code(304).send(null);
      // Fastify sends a Buffer as it is, past the serializer; the schema above only describes it.
      return reply.type(image.contentType).send(image.bytes as unknown as string);
    },
  );
};
