// The Shiprocket double's login, rates and orders (shiprocket-double.ts).
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADHOC_REQUIRED,
  RETURN_REQUIRED,
  missingFields,
  BASE,
  DOUBLE_API_EMAIL,
  DOUBLE_API_PASSWORD,
  anyBody,
  guardOf,
  hidden,
  istStamp,
  token,
  type DoubleShipment,
  type DoubleState,
} from './double-state.ts';

/** POST /auth/login and GET /courier/serviceability/. */
export function registerLoginAndRates(scope: FastifyInstance, state: DoubleState): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const guard = guardOf(state);
  app.post(`${BASE}/auth/login`, { schema: { ...hidden, body: anyBody } }, async (req, reply) => {
    const { email, password } = req.body;
    if (email !== DOUBLE_API_EMAIL || password !== DOUBLE_API_PASSWORD) {
      return reply
        .code(403)
        .send({ message: 'Invalid email and password combination', status_code: 403 });
    }
    const t = token();
    state.tokens.add(t);
    state.logins += 1;
    return { id: 1, first_name: 'API', last_name: 'User', email, company_id: 1, token: t };
  });

  app.get(
    `${BASE}/courier/serviceability/`,
    { schema: { ...hidden, querystring: anyBody }, ...guard },
    async (req, reply) => {
      const q = req.query as Record<string, string>;
      for (const k of ['pickup_postcode', 'delivery_postcode', 'weight', 'cod']) {
        if (!q[k])
          return reply.code(422).send({
            message: `The ${k} field is required.`,
            errors: { [k]: ['required'] },
            status_code: 422,
          });
      }
      const unserved = [q.pickup_postcode ?? '', q.delivery_postcode ?? ''].find((pin) =>
        state.unservedPins.has(pin),
      );
      if (unserved) {
        return reply
          .code(404)
          .send({ message: `No courier serves pincode ${unserved}`, status: 404 });
      }
      const kg = Number(q.weight);
      const couriers = [
        {
          courier_company_id: 10,
          courier_name: 'Delhivery Surface',
          rate: 55 + 30 * Math.ceil(kg / 0.5),
          estimated_delivery_days: '5',
          cod: 1,
        },
        {
          courier_company_id: 24,
          courier_name: 'Xpressbees Surface',
          rate: 50 + 32 * Math.ceil(kg / 0.5),
          estimated_delivery_days: '6',
          cod: 1,
        },
      ];
      return { status: 200, data: { available_courier_companies: couriers } };
    },
  );
}

/** Orders (adhoc and return), the AWB and the pickup. */
export function registerOrders(scope: FastifyInstance, state: DoubleState): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const guard = guardOf(state);
  app.post(
    `${BASE}/orders/create/adhoc`,
    { schema: { ...hidden, body: anyBody }, ...guard },
    async (req, reply) => {
      const b = req.body;
      const missing = ADHOC_REQUIRED.filter(
        (k) => b[k] === undefined || b[k] === '' || b[k] === null,
      );
      if (missing.length > 0) {
        return reply.code(422).send({
          message: 'Oops! Invalid Data.',
          errors: Object.fromEntries(missing.map((k) => [k, [`The ${k} field is required.`]])),
          status_code: 422,
        });
      }
      const s: DoubleShipment = {
        srOrderId: state.nextId++,
        shipmentId: state.nextId++,
        channelOrderId: String(b.order_id),
        order: b,
        awb: null,
        courier: '',
        pickupScheduled: false,
        cancelled: false,
        statusId: 1,
        scans: [],
        etd: istStamp(new Date(Date.now() + 5 * 24 * 3600_000)),
      };
      state.shipments.set(s.shipmentId, s);
      return {
        order_id: s.srOrderId,
        shipment_id: s.shipmentId,
        status: 'NEW',
        status_code: 1,
        onboarding_completed_now: 0,
        awb_code: '',
        courier_company_id: '',
        courier_name: '',
      };
    },
  );

  app.post(
    `${BASE}/orders/create/return`,
    { schema: { ...hidden, body: anyBody }, ...guard },
    async (req, reply) => {
      const invalid = missingFields(req.body, RETURN_REQUIRED);
      if (invalid) return reply.code(422).send(invalid);
      const taken = [...state.shipments.values()].some(
        (x) => x.isReturn !== undefined && x.channelOrderId === String(req.body.order_id),
      );
      if (taken) {
        return reply.code(422).send({
          message: 'Oops! Invalid Data.',
          errors: { order_id: ['The order id has already been taken.'] },
          status_code: 422,
        });
      }
      const s: DoubleShipment = {
        isReturn: false,
        srOrderId: state.nextId++,
        shipmentId: state.nextId++,
        channelOrderId: String(req.body.order_id),
        order: req.body,
        awb: null,
        courier: '',
        pickupScheduled: false,
        cancelled: false,
        statusId: 1,
        scans: [],
        etd: '',
      };
      state.shipments.set(s.shipmentId, s);
      return {
        order_id: s.srOrderId,
        shipment_id: s.shipmentId,
        status: 'RETURN PENDING',
        status_code: 21,
        company_name: 'Store',
      };
    },
  );

  app.post(
    `${BASE}/courier/assign/awb`,
    { schema: { ...hidden, body: anyBody }, ...guard },
    async (req, reply) => {
      const s = state.shipments.get(Number(req.body.shipment_id));
      if (!s || s.cancelled)
        return reply.code(400).send({ message: 'Invalid shipment id', status_code: 400 });
      // A return order's AWB is asked with is_return: 1 ("Generate AWB for Return Shipment").
      if (s.isReturn !== undefined) {
        if (Number(req.body.is_return) !== 1) {
          return reply
            .code(400)
            .send({ message: 'This is a return shipment: send is_return 1', status_code: 400 });
        }
        s.isReturn = true;
      }
      s.awb ??= `1904${String(randomInt(0, 1e10)).padStart(10, '0')}`;
      s.courier = 'Delhivery Surface';
      return {
        awb_assign_status: 1,
        response: {
          data: {
            awb_code: s.awb,
            courier_company_id: 10,
            courier_name: s.courier,
            shipment_id: s.shipmentId,
            order_id: s.srOrderId,
            assigned_date_time: { date: istStamp(new Date()) },
          },
        },
      };
    },
  );
}
