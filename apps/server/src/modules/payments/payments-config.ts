// What the owner reads about payments when the store starts: whether test payments are on and
// which asked-for methods cannot be offered yet (docs/payments.md, "Test mode").
import type { FastifyInstance } from 'fastify';
import { paymentSetupNotes } from './payments.service.ts';

/** Logs the payment notes once the app is ready, as warnings: they matter at LOG_LEVEL=warn. */
export function logPaymentSetup(app: FastifyInstance): void {
  app.addHook('onReady', async () => {
    for (const note of await paymentSetupNotes(app.db, app.config)) app.log.warn(note);
  });
}
