// The contact form and the newsletter: stored so the owner can read them
// (docs/product/rules.md section 6).
import { contactRequest, errorResponse, newsletterRequest, okResponse } from '@store/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendContactMessage, subscribeToNewsletter } from './content.service.ts';

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      schema: {
        tags: ['content'],
        summary: 'Send a message to the store',
        operationId: 'sendContactMessage',
        security: [],
        body: contactRequest,
        response: { 201: okResponse, 400: errorResponse },
      },
    },
    async (req, reply) => {
      await sendContactMessage(app.db, req.body);
      return reply.code(201).send({ success: true });
    },
  );

  app.post(
    '/newsletter',
    {
      schema: {
        tags: ['content'],
        summary: 'Subscribe an email address to the newsletter',
        operationId: 'subscribeToNewsletter',
        security: [],
        body: newsletterRequest,
        response: { 200: okResponse, 201: okResponse, 400: errorResponse },
      },
    },
    async (req, reply) => {
      // The same answer whether or not the address was already there: no address probing.
      await subscribeToNewsletter(app.db, req.body.email);
      return reply.code(201).send({ success: true });
    },
  );
};
