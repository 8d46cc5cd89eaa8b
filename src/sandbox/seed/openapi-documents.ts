/*
 * The sandbox's own OpenAPI documents (served under /__sandbox/openapi/, docs/sandbox.md), also the reader's test
 * fixtures: a small OpenAPI 3.1 document that uses every construct the reader maps, the file it refers to, and a
 * Swagger 2.0 document.
 */

/** A JSON document as plain data (the sandbox does not see the portal's own types). */
export type OpenApiJson = { [key: string]: unknown };

/** A small OpenAPI 3.1 document (YAML or JSON) that refers to common/shared.json. */
export const shopOpenApi = (): OpenApiJson => ({
  openapi: '3.1.0',
  info: { title: 'Shop', version: '2.1', description: 'The **shop** API.' },
  servers: [{ url: 'https://{region}.shop.test/v2/', description: 'Production', variables: { region: { default: 'eu' } } }],
  tags: [{ name: 'orders', 'x-displayName': 'Orders' }, { name: 'unused' }],
  security: [{ bearer: [] }, { shopKey: [] }],
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
        security: [{ oauth: ['orders:read'] }, { bearer: [], shopKey: [] }],
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
            headers: { 'X-Rate-Limit-Remaining': { description: 'Calls left this **minute**.', schema: { type: 'integer' } } },
            links: { CancelOrder: { operationId: 'cancelOrder', parameters: { orderId: '$response.body#/id' }, description: 'Cancels **this** order.' } },
          },
          '404': {
            description: 'No such order.',
            headers: { 'X-Request-Id': { description: 'Quote it when you ask for help.', required: true, schema: { type: 'string', format: 'uuid' } } },
            content: {
              'application/problem+json': {
                schema: { $ref: '#/components/schemas/ProblemDetails' },
                examples: {
                  unknown: { summary: 'An unknown order', value: { kind: 'not-found', detail: 'No order o404.' } },
                  stored: { summary: 'A stored answer', externalValue: 'examples/not-found.json' },
                },
              },
            },
          },
          default: { $ref: '#/components/responses/Problem' },
        },
      },
      delete: { operationId: 'cancelOrder', deprecated: true, security: [], responses: { '204': { description: 'Cancelled.' } } },
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
        callbacks: {
          orderShipped: {
            'https://hooks.shop.test/customers/{$request.body#/customer}': {
              post: {
                description: 'Sent when the order **ships**.',
                requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Order' } } } },
                responses: { '200': { description: 'Received.' } },
              },
            },
          },
        },
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
    responses: { Problem: { description: 'Something went wrong.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } } } },
    examples: { Empty: { summary: 'Empty', value: {} } },
    securitySchemes: {
      bearer: { type: 'http', scheme: 'Bearer', bearerFormat: 'JWT', description: 'A token from the **shop** console.' },
      shopKey: { type: 'apiKey', in: 'header', name: 'X-Shop-Key' },
      oauth: { type: 'oauth2', flows: { clientCredentials: { tokenUrl: 'https://shop.test/token', scopes: { 'orders:read': 'Read orders', 'orders:write': 'Place orders' } } } },
    },
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
      ProblemDetails: { type: 'object', required: ['kind'], properties: { kind: { type: 'string', description: 'What kind of problem ([a stored answer](examples/not-found.json)).' }, detail: { type: 'string', description: 'What went wrong.' } } },
      Failure: {
        oneOf: [{ $ref: '#/components/schemas/OutOfStock' }, { $ref: '#/components/schemas/PaymentDeclined' }],
        discriminator: { propertyName: 'kind', mapping: { 'out-of-stock': '#/components/schemas/OutOfStock', declined: 'PaymentDeclined' } },
      },
      OutOfStock: { type: 'object', required: ['kind'], properties: { kind: { type: 'string' }, sku: { type: 'string' } } },
      PaymentDeclined: { type: 'object', required: ['kind'], properties: { kind: { type: 'string' }, reason: { type: 'string' } } },
      Line: { type: 'object', properties: { sku: { type: 'string' }, parts: { type: 'array', items: { $ref: '#/components/schemas/Line' } } } },
    },
  },
});

export const sharedOpenApi = (): OpenApiJson => ({
  components: {
    schemas: {
      Locale: { type: 'string', enum: ['zh-CN', 'en-US'] },
      Address: { type: 'object', properties: { city: { type: 'string' }, country: { $ref: '#/components/schemas/Country' } } },
      Country: { type: 'string', description: 'ISO 3166 code.' },
    },
  },
});


/** A Swagger 2.0 document: shared parameters and responses, a body, a form with a file, x-nullable. */
export const petstoreSwagger2 = (): OpenApiJson => ({
  swagger: '2.0',
  info: { title: 'Petstore', version: '1' },
  host: 'pets.example.test',
  basePath: '/v1',
  schemes: ['https', 'http'],
  consumes: ['application/json'],
  produces: ['application/json'],
  securityDefinitions: {
    petKey: { type: 'apiKey', name: 'api_key', in: 'header' },
    petAuth: { type: 'oauth2', flow: 'implicit', authorizationUrl: 'https://pets.example.test/oauth', scopes: { 'write:pets': 'Change pets' } },
    staff: { type: 'basic', description: 'Staff accounts.' },
  },
  security: [{ petKey: [] }],
  parameters: { Limit: { name: 'limit', in: 'query', type: 'integer', format: 'int32', 'x-example': 20 }, PetBody: { name: 'pet', in: 'body', required: true, schema: { $ref: '#/definitions/Pet' } } },
  paths: {
    '/pets': {
      get: {
        tags: ['pets'],
        operationId: 'listPets',
        parameters: [{ $ref: '#/parameters/Limit' }],
        responses: {
          '200': { description: 'Pets.', schema: { type: 'array', items: { $ref: '#/definitions/Pet' } }, examples: { 'application/json': [{ name: 'Rex' }] } },
          '500': { $ref: '#/responses/Broken' },
        },
      },
      post: { tags: ['pets'], operationId: 'addPet', security: [{ petAuth: ['write:pets'] }, { staff: [] }], parameters: [{ $ref: '#/parameters/PetBody' }], responses: { '201': { description: 'Added.' } } },
    },
    '/pets/{id}/photo': {
      parameters: [{ name: 'id', in: 'path', required: true, type: 'string' }],
      put: {
        operationId: 'uploadPhoto',
        consumes: ['multipart/form-data'],
        parameters: [
          { name: 'photo', in: 'formData', type: 'file', required: true, description: 'The picture.' },
          { name: 'caption', in: 'formData', type: 'string' },
        ],
        responses: { '204': { description: 'Stored.' } },
      },
    },
  },
  definitions: { Pet: { type: 'object', required: ['name'], properties: { name: { type: 'string' }, tag: { type: 'string', 'x-nullable': true } } } },
  responses: {
    Broken: {
      description: 'Server trouble.',
      schema: { type: 'object', properties: { message: { type: 'string' } } },
      headers: { 'X-Trace': { type: 'string', format: 'uuid', description: 'Quote it to support.' } },
    },
  },
});
