// The server side of the command-line handoff (see server-handoff.ts). Only registered when the
// server runs on the embedded database; only answers the loopback interface with the token.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../lib/domain-error.ts';
import { runCommand } from './run-command.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const sameToken = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export const adminHandoffRoutes: FastifyPluginAsyncZod<{ token: string }> = async (app, opts) => {
  app.post(
    '/admin/cli',
    {
      schema: {
        hide: true,
        body: z.object({ args: z.array(z.string().max(10_000)).max(50) }).strict(),
      },
    },
    async (req) => {
      // The socket's own address, not req.ip: a forwarded header must not make this reachable.
      const from = req.socket.remoteAddress ?? '';
      const given = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      if (!LOOPBACK.has(from) || !sameToken(given, opts.token)) {
        throw notFound(`No such endpoint: POST ${req.url}`);
      }
      const out: string[] = [];
      const err: string[] = [];
      const exitCode = await runCommand(
        req.body.args,
        { db: app.db, config: app.config, out: (l) => out.push(l) },
        (l) => err.push(l),
      );
      return { exitCode, out: out.join('\n'), err: err.join('\n') };
    },
  );
};
