import { describe, expect, it } from 'vitest';
import type { Json } from '../../../../src/infrastructure/openapi/openapi-json';
import { readOpenApi } from '../../../../src/infrastructure/openapi/openapi-reader';

const ROOT = 'https://spec.test/sample.json';

/** One operation, POST /things, whose request body is `schema` in `mediaType`; `extra` goes on the operation. */
interface Options {
  readonly mediaType?: string;
  /** On the operation. */
  readonly extra?: Record<string, Json>;
  /** On the body's media type (example, examples). */
  readonly media?: Record<string, Json>;
  readonly components?: Record<string, Json>;
}

const readOne = (schema: Json, { mediaType = 'application/json', extra = {}, media = {}, components = {} }: Options = {}) => {
  const document: Json = {
    openapi: '3.1.0',
    info: { title: 'Sample', version: '1' },
    paths: { '/things': { post: { operationId: 'makeThing', requestBody: { content: { [mediaType]: { schema, ...media } } }, responses: { '200': { description: 'OK' } }, ...extra } } },
    components: { schemas: components },
  };
  const reading = readOpenApi({ root: ROOT, files: new Map([[ROOT, document]]) }, 1, (text) => text);
  const api = reading.apiDoc(reading.operations[0]?.id ?? 0);
  if (!api) throw new Error('no page');
  return api;
};
const sampleOf = (schema: Json, options?: Options): unknown => JSON.parse(readOne(schema, options).requestSample?.json ?? 'null');

describe('a request body built from its schema, where the document gives no example', () => {
  it('takes documented values first, then a value of each type, formats as their readers expect them', () => {
    expect(
      sampleOf({
        type: 'object',
        properties: {
          id: { type: 'string', readOnly: true },
          sku: { type: 'string', example: 'SKU-1' },
          kind: { type: 'string', enum: ['box', 'bag'] },
          size: { type: 'integer', default: 3 },
          at: { type: 'string', format: 'date-time' },
          email: { type: 'string', format: 'email' },
          price: { type: 'number', minimum: 0.5 },
          count: { type: ['integer', 'null'] },
          gift: { type: 'boolean' },
          tags: { type: 'array', items: { type: 'string' } },
          fixed: { const: 'v1' },
        },
      }),
    ).toEqual({ sku: 'SKU-1', kind: 'box', size: 3, at: '2024-01-01T00:00:00Z', email: 'user@example.com', price: 0.5, count: 0, gift: true, tags: ['string'], fixed: 'v1' });
  });

  it('merges allOf, takes the first of oneOf, and leaves out a type met again below itself', () => {
    const components = {
      Named: { type: 'object', properties: { name: { type: 'string' } } },
      Node: { type: 'object', properties: { value: { type: 'integer' }, next: { $ref: '#/components/schemas/Node' } } },
    };
    expect(sampleOf({ allOf: [{ $ref: '#/components/schemas/Named' }, { type: 'object', properties: { age: { type: 'integer' } } }] }, { components })).toEqual({ name: 'string', age: 0 });
    expect(sampleOf({ oneOf: [{ type: 'object', properties: { card: { type: 'string' } } }, { type: 'string' }] })).toEqual({ card: 'string' });
    expect(sampleOf({ $ref: '#/components/schemas/Node' }, { components })).toEqual({ value: 0 });
  });

  it('names the fields of a form that are files', () => {
    const api = readOne(
      { type: 'object', properties: { note: { type: 'string' }, avatar: { type: 'string', format: 'binary' }, scans: { type: 'array', items: { type: 'string', contentMediaType: 'image/png' } } } },
      { mediaType: 'multipart/form-data' },
    );
    expect(api.requestSample?.files).toEqual(['avatar', 'scans']);
  });

  it('is not built where the document gives an example of the body', () => {
    const api = readOne({ type: 'object', properties: { sku: { type: 'string' } } }, { media: { example: { sku: 'given' } } });
    expect(api.requestExamples).toEqual([{ tag: 'application/json', content: '{\n  "sku": "given"\n}' }]);
    expect(api.requestSample).toBeUndefined();
  });
});

describe("the document's own code samples", () => {
  it('reads x-codeSamples, or the older x-code-samples, leaving out samples without a language or code', () => {
    const samples: Json[] = [
      { lang: 'Shell', label: 'cURL', source: 'curl https://api.test/things' },
      { lang: '', source: 'nothing to name it' },
      { lang: 'Python', source: '  ' },
      { label: 'Ruby', source: 'Thing.create' },
    ];
    expect(readOne({ type: 'object' }, { extra: { 'x-codeSamples': samples } }).codeSamples).toEqual([
      { lang: 'Shell', label: 'cURL', source: 'curl https://api.test/things' },
      { lang: 'Ruby', label: 'Ruby', source: 'Thing.create' },
    ]);
    expect(readOne({ type: 'object' }, { extra: { 'x-code-samples': [{ lang: 'Go', source: 'x()' }] } }).codeSamples).toEqual([{ lang: 'Go', source: 'x()' }]);
    expect(readOne({ type: 'object' }).codeSamples).toBeUndefined();
  });
});
