// Payment gateways post back HTML forms (application/x-www-form-urlencoded), which the rest of
// the API refuses. Only the plugin that calls this accepts them, small, and with each field once.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { invalid } from '../../lib/domain-error.ts';

export const FORM_BODY_LIMIT = 16 * 1024;

export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_req, body, done) => {
      const fields: Record<string, string> = {};
      for (const [name, value] of new URLSearchParams(body as string)) {
        if (Object.hasOwn(fields, name)) {
          done(invalid(`Field '${name.slice(0, 40)}' was sent twice`), undefined);
          return;
        }
        fields[name] = value;
      }
      done(null, fields);
    },
  );
}

/** A gateway message: flat text fields, a bounded number of them. */
export const formFields = z
  .record(z.string().max(64), z.string().max(2000))
  .refine((f) => Object.keys(f).length <= 100, 'Too many fields');
