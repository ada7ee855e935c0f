// The framework's ceiling: a bare Fastify server answering, for each path, the exact bytes the
// store answered for it, from memory. The benchmark compares the store's routes against this,
// measured in the same run.
import fs from 'node:fs';
import Fastify from 'fastify';

const port = Number(process.env.PORT);
/** { "/api/v1/products?...": "<json>" } */
const bodies = JSON.parse(fs.readFileSync(process.env.CEILING_BODIES_FILE, 'utf8'));
const app = Fastify({ logger: false });
app.get('/*', async (req, reply) => {
  const body = bodies[req.url] ?? '{}';
  return reply.type('application/json; charset=utf-8').send(body);
});
await app.listen({ host: '127.0.0.1', port });
