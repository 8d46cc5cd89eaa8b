import { describe, expect, it } from 'vitest';
import type { ApiDoc } from '../../../../src/domain/doc/api-doc';
import { apiDocToOpenApi, messageDocToOpenApi, schemaOf, type SchemaObject } from '../../../../src/infrastructure/export/openapi-export';
import type { ParamNode } from '../../../../src/domain/doc/param-tree';
import { sampleApiDoc, sampleMessageDoc } from '../../../fakes/sample-docs';

const node = (name: string, type: string, extra: Partial<ParamNode> = {}): ParamNode => ({
  id: name,
  anchor: `request-${name}`,
  name,
  type,
  requirement: 'optional',
  children: [],
  ...extra,
});

type Operation = {
  parameters: { name: string; in: string; required: boolean }[];
  requestBody: { content: { 'application/json': { schema: SchemaObject; examples?: Record<string, { value: unknown }> } } };
  responses: Record<string, { content?: { 'application/json': { schema: SchemaObject } } }>;
  'x-error-codes'?: { code: string; fix?: string; children?: unknown[] }[];
};

const operationOf = (doc: ApiDoc): Operation => apiDocToOpenApi(doc).paths[doc.path]?.post as Operation;

describe('schemaOf', () => {
  it.each([
    ['String', { type: 'string' }],
    ['java.lang.String', { type: 'string' }],
    ['Integer', { type: 'integer', format: 'int32' }],
    ['int', { type: 'integer', format: 'int32' }],
    ['Long', { type: 'integer', format: 'int64' }],
    ['BigDecimal', { type: 'number', format: 'double' }],
    ['Float', { type: 'number', format: 'float' }],
    ['Boolean', { type: 'boolean' }],
    ['Date', { type: 'string' }],
    ['List<String>', { type: 'array', items: { type: 'string' } }],
    ['Long[]', { type: 'array', items: { type: 'integer', format: 'int64' } }],
    ['Map<String,String>', { type: 'object', additionalProperties: true }],
    ['OrderRequest', { type: 'object' }],
  ] as const)('maps %s', (type, expected) => {
    expect(schemaOf(node('field', type))).toEqual({ 'x-type': type, ...expected });
  });

  it('nests members to any depth, with required names, plain-text descriptions and typed examples', () => {
    const tree = node('order', 'Object', {
      description: '<p>The <b>order</b> &amp; its lines</p>',
      children: [
        node('orderId', 'String', { requirement: 'required', example: 'A1' }),
        node('weight', 'Double', { example: '1.5' }),
        node('count', 'Integer', { example: 'many' }),
        node('remark', 'String', { requirement: 'conditional' }),
        node('lines', 'List', { requirement: 'required', children: [node('sku', 'String', { requirement: 'required' })] }),
      ],
    });
    const schema = schemaOf(tree);
    expect(schema.type).toBe('object');
    expect(schema.description).toBe('The order & its lines');
    expect(schema.required).toEqual(['orderId', 'lines']);
    expect(schema.properties?.orderId).toMatchObject({ type: 'string', example: 'A1' });
    expect(schema.properties?.weight).toMatchObject({ type: 'number', example: 1.5 });
    // An example that is not a number is left out rather than contradict the type.
    expect(schema.properties?.count).not.toHaveProperty('example');
    expect(schema.properties?.remark?.description).toBe('Required in some cases (see the description).');
    expect(schema.properties?.lines).toMatchObject({ type: 'array', items: { type: 'object', required: ['sku'], properties: { sku: { type: 'string' } } } });
  });

  it('leaves `required` out when nothing is required (an empty list is invalid OpenAPI 3.0)', () => {
    expect(schemaOf(node('o', 'Object', { children: [node('a', 'String')] }))).not.toHaveProperty('required');
  });
});

describe('apiDocToOpenApi', () => {
  it('is one POST on the method path, with a server per gateway environment', () => {
    const spec = apiDocToOpenApi(sampleApiDoc);
    expect(spec.openapi).toBe('3.0.3');
    expect(spec.info.title).toBe(sampleApiDoc.name);
    expect(Object.keys(spec.paths)).toEqual([sampleApiDoc.path]);
    expect(spec.servers?.map((server) => server.description)).toEqual(sampleApiDoc.environments.map((env) => env.name));
  });

  it('servers are the request addresses without the method path, which OpenAPI appends', () => {
    const doc: ApiDoc = {
      ...sampleApiDoc,
      path: '/ecap/v1/orders/create',
      environments: [
        { name: 'Test', url: 'https://test-api.example.com/ecap/v1/orders/create' },
        { name: 'Production', url: 'https://api.example.com/gateway' },
      ],
    };
    expect(apiDocToOpenApi(doc).servers?.map((server) => server.url)).toEqual(['https://test-api.example.com', 'https://api.example.com']);
  });

  it('carries the signed call: app_key, access_token, timestamp, v, sign; a partner API has no access_token', () => {
    const names = (doc: ApiDoc) => operationOf(doc).parameters.filter((param) => param.in === 'query').map((param) => param.name);
    expect(names(sampleApiDoc)).toEqual(['LOP-DN', 'app_key', 'access_token', 'timestamp', 'v', 'sign', 'algorithm']);
    expect(names({ ...sampleApiDoc, partner: true })).not.toContain('access_token');
    expect(operationOf({ ...sampleApiDoc, partner: true }).parameters.find((param) => param.name === 'algorithm')?.required).toBe(true);
  });

  it('sends param_json (an array holding the request object), answers with the response tree, lists the error codes', () => {
    const operation = operationOf(sampleApiDoc);
    const body = operation.requestBody.content['application/json'].schema;
    expect(body).toMatchObject({ type: 'array', minItems: 1, maxItems: 1 });
    expect(Object.keys(body.items?.properties ?? {})).toEqual(sampleApiDoc.requestParams.map((param) => param.name));
    const response = operation.responses['200']?.content?.['application/json'].schema;
    expect(Object.keys(response?.properties ?? {})).toEqual(sampleApiDoc.responseParams.map((param) => param.name));
    expect(operation['x-error-codes']?.map((error) => error.code)).toEqual(sampleApiDoc.errorCodes.map((error) => error.code));
  });

  it('keeps JSON examples as examples and the others as text', () => {
    const doc = { ...sampleApiDoc, requestExamples: [{ tag: 'JSON', content: '[{"orderId":"A1"}]' }, { tag: 'Java', content: 'client.execute(request);' }] };
    const spec = apiDocToOpenApi(doc);
    const operation = spec.paths[doc.path]?.post as Operation & { 'x-examples': unknown };
    expect(operation.requestBody.content['application/json'].examples).toEqual({ example1: { summary: 'JSON', value: [{ orderId: 'A1' }] } });
    expect(operation['x-examples']).toEqual([{ tag: 'Java', content: 'client.execute(request);' }]);
  });
});

describe('messageDocToOpenApi', () => {
  it("is the POST the platform sends to the subscriber's address, with the properties as its body", () => {
    const spec = messageDocToOpenApi(sampleMessageDoc);
    expect(spec.servers?.[0]?.url).toBe('{address}');
    const operation = spec.paths['/']?.post as Operation;
    expect(Object.keys(operation.requestBody.content['application/json'].schema.properties ?? {})).toEqual(
      sampleMessageDoc.properties.map((property) => property.name),
    );
    expect(spec.info.description).toContain('the platform POSTs it to the address you subscribed with');
  });
});
