import { http, HttpResponse } from 'msw';

/** Where the sandbox answers the sample shop document's API (its first server, docs/sandbox.md). */
export const SHOP_API_ROOT = '/__sandbox/shop/v2';

interface Order {
  readonly id: string;
  readonly status: 'open' | 'shipped';
  readonly total: number | null;
  readonly customer: { readonly name: string };
  readonly lines: readonly { readonly sku: string }[];
}

/** An RFC 9457 problem, as the shop's errors are. */
const problem = (status: number, title: string, detail: string) => HttpResponse.json({ title, status, detail }, { status, headers: { 'Content-Type': 'application/problem+json' } });

const SEEDED: readonly Order[] = [
  { id: 'o1', status: 'shipped', total: 59.9, customer: { name: 'Ann' }, lines: [{ sku: 'SKU-1' }] },
  { id: 'o2', status: 'open', total: null, customer: { name: '张三' }, lines: [] },
];

/**
 * The sample shop's API, for real, so that Try it works end to end on the sandbox: read, place and cancel orders, in
 * memory (placed orders last until the server stops). Reading and placing need a credential, as the document says
 * (any non-empty bearer token or X-Shop-Key here); cancelling needs none.
 */
export const shopApiHandlers = () => {
  const orders = new Map(SEEDED.map((order) => [order.id, order]));
  const placed = { count: SEEDED.length };
  const authorized = (request: Request) => /^Bearer \S/i.test(request.headers.get('authorization') ?? '') || (request.headers.get('x-shop-key') ?? '').trim() !== '';
  const unauthorized = () => problem(401, 'Unauthorized', 'Send a bearer token or an X-Shop-Key (in the sandbox, any value).');
  return [
    http.get(`${SHOP_API_ROOT}/orders/:orderId`, ({ request, params }) => {
      if (!authorized(request)) return unauthorized();
      const order = orders.get(String(params.orderId));
      return order ? HttpResponse.json(order, { headers: { 'X-Request-Id': crypto.randomUUID() } }) : problem(404, 'No such order', `There is no order ${String(params.orderId)}.`);
    }),
    http.post(`${SHOP_API_ROOT}/orders`, async ({ request }) => {
      if (!authorized(request)) return unauthorized();
      let body: unknown;
      try {
        body = await request.json();
      } catch {
        return problem(400, 'Not JSON', 'The body must be a JSON object with a customer.');
      }
      const customer = typeof body === 'object' && body !== null ? (body as { customer?: unknown }).customer : undefined;
      if (typeof customer !== 'string' || customer.trim() === '') return problem(400, 'No customer', 'customer is required: who orders.');
      placed.count += 1;
      const order: Order = { id: `o${String(placed.count)}`, status: 'open', total: null, customer: { name: customer }, lines: [] };
      orders.set(order.id, order);
      return HttpResponse.json([order], { status: 201 });
    }),
    http.delete(`${SHOP_API_ROOT}/orders/:orderId`, ({ params }) => {
      const id = String(params.orderId);
      if (!orders.has(id)) return problem(404, 'No such order', `There is no order ${id}.`);
      orders.delete(id);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
};
