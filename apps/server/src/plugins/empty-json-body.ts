// Browsers' fetch wrappers often send `Content-Type: application/json` on every request, even
// a bodiless POST /users/logout or PUT /wishlist/{id}. Fastify answers those with a 400
// ("Body cannot be empty"); in the plugin this is applied to, an empty JSON body is simply no
// body. Non-empty bodies still go through Fastify's own parser with its prototype-poisoning
// protection, and routes that need a body still reject the missing one through their schema.
import type { FastifyInstance } from 'fastify';

export function acceptEmptyJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (body === '') {
      done(null, undefined);
      return;
    }
    // Fastify's own parser reports through `done`; nothing here awaits it.
    void parseJson(req, body as string, done);
  });
}
