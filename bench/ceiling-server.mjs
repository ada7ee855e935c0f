// The framework's ceiling: a bare Fastify server answering, for each path, the exact bytes the
// store answered for it, from memory, with the same headers (the security headers, ETag, Vary
// and Cache-Control of a cached catalog answer). Header for header the two send the same
// response, so the comparison measures what each does per request, not what each sends. The
// benchmark compares the store's routes against this, measured in the same run.
import fs from 'node:fs';
import Fastify from 'fastify';

const port = Number(process.env.PORT);
/** { "/api/v1/products?...": { body: "<json>", headers: { name: value } } } */
const answers = JSON.parse(fs.readFileSync(process.env.CEILING_BODIES_FILE, 'utf8'));
const app = Fastify({ logger: false });
const fallback = { body: '{}', headers: { 'content-type': 'application/json; charset=utf-8' } };
app.get('/*', async (req, reply) => {
  const { body, headers } = answers[req.url] ?? fallback;
  return reply.headers(headers).send(body);
});
await app.listen({ host: '127.0.0.1', port });
