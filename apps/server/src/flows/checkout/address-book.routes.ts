// The shopper's address book (issue 31 item 8). In the checkout flow because an address is
// checked the way checkout checks it (normaliseAddress: PIN, mobile, state) before the
// accounts module keeps it.
import {
  addressBookResponse,
  addressIdParams,
  errorResponse,
  saveAddressRequest,
  savedAddress,
} from '@store/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addAddress,
  addressBook,
  editAddress,
  removeAddress,
} from '../../modules/accounts/index.ts';
import { normaliseAddress } from './place-order.service.ts';

const bearer = [{ bearer: [] }];
const noContent = z.null().describe('No content');

export const addressBookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/account/addresses',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['account'],
        summary: "The signed-in shopper's saved addresses, latest used first",
        operationId: 'listAddresses',
        security: bearer,
        response: { 200: addressBookResponse, 401: errorResponse },
      },
    },
    async (req) => addressBook(app.db, req.user!.id),
  );

  app.post(
    '/account/addresses',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'Saves an address to the address book (the same one again is not a second)',
        operationId: 'addAddress',
        security: bearer,
        body: saveAddressRequest,
        response: {
          201: savedAddress,
          400: errorResponse,
          401: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await addAddress(app.db, req.user!.id, normaliseAddress(req.body))),
  );

  app.put(
    '/account/addresses/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'Changes a saved address',
        operationId: 'editAddress',
        security: bearer,
        params: addressIdParams,
        body: saveAddressRequest,
        response: {
          200: savedAddress,
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (req) => editAddress(app.db, req.user!.id, req.params.id, normaliseAddress(req.body)),
  );

  app.delete(
    '/account/addresses/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'Deletes a saved address',
        operationId: 'deleteAddress',
        security: bearer,
        params: addressIdParams,
        response: { 204: noContent, 400: errorResponse, 401: errorResponse, 404: errorResponse },
      },
    },
    async (req, reply) => {
      await removeAddress(app.db, req.user!.id, req.params.id);
      return reply.code(204).send(null);
    },
  );
};
