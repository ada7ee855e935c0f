// A loopback stand-in for Shiprocket's external API (docs/shipping.md, "The Shiprocket double"),
// served by the store itself when the shipping sandbox is on (shipping-config.ts: loopback or
// SHIPPING_SANDBOX=true, never in production). It speaks the documented paths, fields and answers
// under /shiprocket-sandbox/v1/external, keeps its orders, shipments and scans in memory, and its
// control call adds a scan and posts Shiprocket's tracking webhook to the store, with the x-api-key
// token the owner set, as Shiprocket's panel would.
import { randomInt } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shippingSandboxOn } from '../shipping-config.ts';
import { registerLoginAndRates, registerOrders } from './double-booking.ts';
import { registerControl } from './double-control.ts';
import { registerDocumentsAndTracking, registerNdr } from './double-documents.ts';
import { registerManifests } from './double-manifests.ts';
import { states, type DoubleState } from './double-state.ts';

export {
  DOUBLE_API_EMAIL,
  DOUBLE_API_PASSWORD,
  shiprocketDoubleState,
  type DoubleState,
} from './double-state.ts';

export const shiprocketDouble: FastifyPluginAsyncZod = async (app) => {
  if (!shippingSandboxOn(app.config)) return;
  const state: DoubleState = {
    shipments: new Map(),
    tokens: new Set(),
    down: false,
    logins: 0,
    unservedPins: new Set(),
    manifests: new Map(),
    nextId: 100_000 + randomInt(0, 800_000),
  };
  states.set(app.config, state);
  registerLoginAndRates(app, state);
  registerOrders(app, state);
  registerDocumentsAndTracking(app, state);
  registerNdr(app, state);
  registerManifests(app, state);
  registerControl(app, state);
};
