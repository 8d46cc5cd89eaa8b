import type { Json } from '../../../../src/infrastructure/openapi/openapi-json';
import type { DocumentSet } from '../../../../src/infrastructure/openapi/openapi-refs';

export const ROOT = 'https://docs.example.test/specs/shop.json';
export const SHARED = 'https://docs.example.test/specs/common/shared.json';

/** A small OpenAPI 3.1 document that uses every construct the reader maps, and a second file it refers to. */
export const shopDocument = (): Record<string, Json> => ({
  openapi: '3.1.0',
  info: { title: 'Shop', version: '2.1', description: 'The **shop** API.' },
  servers: [{ url: 'https://{region}.shop.test/v2/', description: 'Production', variables: { region: { default: 'eu' } } }],
  tags: [{ name: 'orders', 'x-displayName': 'Orders' }, { name: 'unused' }],
  paths: {
    '/orders/{orderId}': {
      parameters: [
        { name: 'orderId', in: 'path', required: true, description: 'The order.', schema: { type: 'string' } },
        { name: 'trace', in: 'header', schema: { type: 'string' } },
      ],
      get: {
        tags: ['orders'],
        operationId: 'getOrder',
        summary: 'Get an order',
        description: 'Reads one order.',
        parameters: [
          { name: 'trace', in: 'header', description: 'Overrides the path item.', schema: { type: 'string', format: 'uuid' } },
          { name: 'expand', in: 'query', deprecated: true, example: 'lines', schema: { type: 'array', items: { type: 'string', enum: ['lines', 'customer'] } } },
          { $ref: '#/components/parameters/Locale' },
        ],
        responses: {
          '200': {
            description: 'The order.',
            content: {
              'application/json': {
                schema: { $ref: '#/components/schemas/Order' },
                examples: { small: { summary: 'A small order', value: { id: 'o1' } }, shared: { $ref: '#/components/examples/Empty' } },
              },
            },
          },
          '404': { description: 'No such order.' },
          default: { $ref: '#/components/responses/Problem' },
        },
      },
      delete: { operationId: 'cancelOrder', deprecated: true, responses: { '204': { description: 'Cancelled.' } } },
    },
    '/orders': {
      post: {
        tags: ['orders', 'writes'],
        summary: 'Place an order',
        requestBody: {
          content: {
            'text/plain': { schema: { type: 'string' } },
            'application/json': { schema: { $ref: '#/components/schemas/NewOrder' }, example: { customer: 'c1' } },
          },
        },
        responses: { '201': { description: 'Placed.', content: { 'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Order' } } } } } },
      },
    },
  },
  webhooks: {
    orderShipped: {
      post: {
        tags: ['orders'],
        summary: 'Order shipped',
        requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Order' }, example: { id: 'o9' } } } },
        responses: { '200': { description: 'Received.' } },
      },
    },
  },
  components: {
    parameters: { Locale: { name: 'locale', in: 'cookie', schema: { $ref: 'common/shared.json#/components/schemas/Locale' } } },
    responses: { Problem: { description: 'Something went wrong.' } },
    examples: { Empty: { summary: 'Empty', value: {} } },
    schemas: {
      Entity: { type: 'object', required: ['id'], properties: { id: { type: 'string', readOnly: true, example: 'o1' } } },
      Order: {
        allOf: [
          { $ref: '#/components/schemas/Entity' },
          {
            type: 'object',
            properties: {
              status: { type: 'string', enum: ['open', 'shipped'], default: 'open' },
              total: { type: ['number', 'null'], format: 'double' },
              customer: { $ref: '#/components/schemas/Customer' },
              payment: { oneOf: [{ $ref: '#/components/schemas/Card' }, { title: 'Voucher', type: 'object', properties: { code: { type: 'string' } } }] },
              lines: { type: 'array', items: { $ref: '#/components/schemas/Line' } },
              secret: { type: 'string', writeOnly: true, deprecated: true },
            },
          },
        ],
      },
      NewOrder: { type: 'object', required: ['customer'], properties: { customer: { type: 'string', description: 'Who orders.' }, note: { type: 'string', nullable: true } } },
      Customer: { type: 'object', properties: { name: { type: 'string' }, referrer: { $ref: '#/components/schemas/Customer' }, address: { $ref: 'common/shared.json#/components/schemas/Address' } } },
      Card: { type: 'object', properties: { number: { type: 'string' }, holder: { $ref: '#/components/schemas/Customer' } } },
      Line: { type: 'object', properties: { sku: { type: 'string' }, parts: { type: 'array', items: { $ref: '#/components/schemas/Line' } } } },
    },
  },
});

export const sharedDocument = (): Record<string, Json> => ({
  components: {
    schemas: {
      Locale: { type: 'string', enum: ['zh-CN', 'en-US'] },
      Address: { type: 'object', properties: { city: { type: 'string' }, country: { $ref: '#/components/schemas/Country' } } },
      Country: { type: 'string', description: 'ISO 3166 code.' },
    },
  },
});

export const shopSet = (): DocumentSet => ({ root: ROOT, files: new Map<string, Json>([[ROOT, shopDocument()], [SHARED, sharedDocument()]]) });
