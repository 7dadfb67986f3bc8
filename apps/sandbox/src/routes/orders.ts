/** Order creation, list and reads. */
import {
  ORDER_TYPES,
  type CreateOfframpOrderRequest,
  type CreateOnrampOrderRequest,
  type Order,
  type OrderSummary,
} from '@pulse/core';
import { Hono } from 'hono';
import { z } from 'zod';
import {
  createOfframpOrder,
  createOnrampOrder,
  findOrder,
  orderSummary,
  orderToWire,
} from '../domain/orders.js';
import { now, secretCaller } from '../http/caller.js';
import type { SandboxEnv } from '../http/env.js';
import { pageMeta, paginate, perPage } from '../http/paginate.js';
import { ok } from '../http/respond.js';
import { email, readBody, readQuery, text, timestamp } from '../http/validate.js';
import { doc, type RouteDoc } from '../http/route-doc.js';

const idNumber = (name: string) =>
  z
    .string()
    .regex(/^\d{11}$/, { error: `must be the 11-digit ${name}` })
    .optional();

const person = {
  name: text(100),
  email,
  nin: idNumber('NIN'),
  bvn: idNumber('BVN'),
};

export const onrampBody = z.object({
  reference: text(100),
  quote_id: text(100),
  payer: z.object(person, { error: 'must be an object with name and email' }),
  destination: z.object({ address: text(100) }, { error: 'must be an object with address' }),
});

export const offrampBody = z.object({
  reference: text(100),
  quote_id: text(100),
  beneficiary: z.object(
    {
      ...person,
      bank_account: z.object(
        { bank_code: text(10), account_number: text(20) },
        { error: 'must be an object with bank_code and account_number' },
      ),
    },
    { error: 'must be an object with name, email and bank_account' },
  ),
});

export const listQuery = z.object({
  reference: z.string().optional(),
  type: z.enum(ORDER_TYPES, { error: 'must be onramp or offramp' }).optional(),
  from: timestamp.optional(),
  to: timestamp.optional(),
  per_page: perPage(),
  cursor: z.string().optional(),
});

export const orders = new Hono<SandboxEnv>()
  .post('/v1/onramp/orders', async (c) => {
    const { ledger } = secretCaller(c);
    const body = (await readBody(c, onrampBody)) as CreateOnrampOrderRequest;
    const order = await createOnrampOrder(c.get('store'), ledger, body, now(c));
    return ok<Order>(c, orderToWire(order), 201);
  })
  .post('/v1/offramp/orders', async (c) => {
    const { ledger } = secretCaller(c);
    const body = (await readBody(c, offrampBody)) as CreateOfframpOrderRequest;
    const order = await createOfframpOrder(c.get('store'), ledger, body, now(c));
    return ok<Order>(c, orderToWire(order), 201);
  })
  .get('/v1/orders', (c) => {
    const { ledger } = secretCaller(c);
    const q = readQuery(c, listQuery);
    const page = paginate(
      ledger.orders,
      (o) =>
        (q.reference === undefined || o.reference === q.reference) &&
        (q.type === undefined || o.type === q.type) &&
        (q.from === undefined || o.createdAt >= q.from) &&
        (q.to === undefined || o.createdAt <= q.to),
      q.per_page,
      q.cursor,
    );
    return ok<OrderSummary[]>(c, page.items.map(orderSummary), 200, pageMeta(q.per_page, page));
  })
  .get('/v1/orders/:id', (c) =>
    ok<Order>(c, orderToWire(findOrder(secretCaller(c).ledger, c.req.param('id')))),
  )
  .get('/v1/onramp/orders/:id', (c) =>
    ok<Order>(c, orderToWire(findOrder(secretCaller(c).ledger, c.req.param('id'), 'onramp'))),
  )
  .get('/v1/offramp/orders/:id', (c) =>
    ok<Order>(c, orderToWire(findOrder(secretCaller(c).ledger, c.req.param('id'), 'offramp'))),
  );

/** The OpenAPI description of these routes, collected into the sandbox's document. */
export const docs: readonly RouteDoc[] = [
  doc('POST', '/v1/onramp/orders', 'Create an onramp order', { body: onrampBody }),
  doc('POST', '/v1/offramp/orders', 'Create an offramp order', { body: offrampBody }),
  doc('GET', '/v1/orders', 'List orders', { query: listQuery }),
  doc('GET', '/v1/orders/{id}', 'Read an order'),
  doc('GET', '/v1/onramp/orders/{id}', 'Read an onramp order'),
  doc('GET', '/v1/offramp/orders/{id}', 'Read an offramp order'),
];
