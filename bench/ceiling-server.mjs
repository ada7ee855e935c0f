// The framework's ceiling: a bare Fastify server answering, for each path, the exact bytes the
// store answered for it, from memory, with the same headers (the security headers, ETag, Vary
// and Cache-Control of a cached catalog answer). Header for header the two send the same
// response, so the comparison measures what each does per request, not what each sends. Each
// body is held as bytes, as a cache holds it: a string would cost a UTF-8 encode per request that
// no cache pays, which flattered the store. The benchmark compares the store's routes against
// this, measured in the same run.
import fs from 'node:fs';
import Fastify from 'fastify';

const port = Number(process.env.PORT);
/** { "/api/v1/products?...": { body: "<json>", headers: { name: value } } } */
const written = JSON.parse(fs.readFileSync(process.env.CEILING_BODIES_FILE, 'utf8'));
const answers = Object.fromEntries(
  Object.entries(written).map(([url, { body, headers }]) => [
    url,
    { body: Buffer.from(body, 'utf8'), headers },
  ]),
);
const app = Fastify({ logger: false });
const fallback = {
  body: Buffer.from('{}'),
  headers: { 'content-type': 'application/json; charset=utf-8' },
};
app.get('/*', async (req, reply) => {
  const { body, headers } = answers[req.url] ?? fallback;
  return reply.headers(headers).send(body);
});
await app.listen({ host: '127.0.0.1', port });
