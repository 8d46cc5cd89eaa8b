import { describe, expect, it } from 'vitest';
import type { Json } from '../../../../src/infrastructure/openapi/openapi-json';
import { loadDocumentSet, parseJson, readOpenApi } from '../../../../src/infrastructure/openapi/openapi-reader';
import { petstoreDocument } from './openapi-fixture';

const ROOT = 'https://spec.test/swagger.json';
/** A 2.0 document as the worker reads one: converted when the set is loaded, then read. */
const readDocument = async (document: Json) =>
  readOpenApi(await loadDocumentSet(ROOT, () => Promise.resolve(JSON.stringify(document)), (text, file) => Promise.resolve(parseJson(text, file))), 3, (text) => text);

const read = async () => {
  const root = 'https://pets.example.test/swagger.json';
  const set = await loadDocumentSet(root, () => Promise.resolve(JSON.stringify(petstoreDocument())), (text, file) => Promise.resolve(parseJson(text, file)));
  return readOpenApi(set, 3, (text) => text);
};
const apiOf = async (code: string) => {
  const reading = await read();
  return reading.apiDoc(reading.operations.find((entry) => entry.code === code)?.id ?? 0);
};

describe('a Swagger 2.0 document', () => {
  it('is read as OpenAPI 3: servers from host, base path and schemes', async () => {
    const doc = await apiOf('listPets');
    expect(doc?.environments.map((env) => env.url)).toEqual(['https://pets.example.test/v1/pets', 'http://pets.example.test/v1/pets']);
  });

  it('keeps its security definitions as schemes: an API key, OAuth 2.0 with scopes, basic as HTTP basic', async () => {
    expect((await apiOf('listPets'))?.authorization).toEqual([[{ name: 'petKey', type: 'apiKey', in: 'header', parameter: 'api_key', scopes: [] }]]);
    expect((await apiOf('addPet'))?.authorization).toEqual([
      [{ name: 'petAuth', type: 'oauth2', scopes: ['write:pets'] }],
      [{ name: 'staff', type: 'http', scheme: 'basic', scopes: [], description: 'Staff accounts.' }],
    ]);
  });

  it('keeps parameters (shared ones too), response schemas, examples and shared responses', async () => {
    const doc = await apiOf('listPets');
    expect(doc?.requestParams.map((node) => [node.name, node.facts?.in, node.type, node.example])).toEqual([['limit', 'query', 'integer\u00a0<int32>', '20']]);
    const body = doc?.responseParams[0];
    expect(body?.type).toBe('array<Pet>');
    expect(body?.children.map((node) => [node.name, node.requirement, node.type])).toEqual([
      ['name', 'required', 'string'],
      ['tag', 'optional', 'string | null'],
    ]);
    expect(doc?.responseExamples).toEqual([{ tag: '200 application/json', content: '[\n  {\n    "name": "Rex"\n  }\n]' }]);
    expect(doc?.errorCodes.map((row) => [row.code, row.message])).toEqual([['500', 'Server trouble.']]);
  });

  it('turns a body parameter into the request body, and form parameters into a form', async () => {
    expect((await apiOf('addPet'))?.requestParams.map((node) => node.name)).toEqual(['name', 'tag']);
    const upload = await apiOf('uploadPhoto');
    expect(upload?.requestParams.map((node) => [node.name, node.facts?.in, node.requirement, node.type])).toEqual([
      ['id', 'path', 'required', 'string'],
      ['photo', undefined, 'required', 'string\u00a0<binary>'],
      ['caption', undefined, 'optional', 'string'],
    ]);
    expect(upload?.requestParams[1]?.description).toBe('The picture.');
  });
});

it('a document that is neither Swagger 2.0 nor OpenAPI 3 is refused at its version', async () => {
  const root = 'https://x.test/a.json';
  const set = await loadDocumentSet(root, () => Promise.resolve(JSON.stringify({ swagger: '1.2' } satisfies Json)), (text, file) => Promise.resolve(parseJson(text, file)));
  expect(() => readOpenApi(set, 1, (text) => text)).toThrow(/#\/openapi: notOpenApi/);
});

describe('a Swagger 2.0 document with shared parts', () => {
  it('reads a shared form field named by a $ref into the form body of each operation that names it', async () => {
    const document: Json = {
      swagger: '2.0',
      info: { title: 'Uploads', version: '1' },
      host: 'files.test',
      parameters: { note: { name: 'note', in: 'formData', type: 'string', required: true }, limit: { name: 'limit', in: 'query', type: 'integer' } },
      paths: {
        '/files': {
          post: {
            operationId: 'upload',
            consumes: ['multipart/form-data'],
            parameters: [{ $ref: '#/parameters/note' }, { $ref: '#/parameters/limit' }, { name: 'file', in: 'formData', type: 'file' }],
            responses: { '200': { description: 'Stored.' } },
          },
        },
      },
    };
    const reading = await readDocument(document);
    const doc = reading.apiDoc(reading.operations[0]?.id ?? 0);
    expect(doc?.mediaTypes?.request).toBe('multipart/form-data');
    expect(doc?.requestParams.map((node) => [node.name, node.facts?.in ?? 'body', node.requirement])).toEqual([
      ['limit', 'query', 'optional'],
      ['note', 'body', 'required'],
      ['file', 'body', 'optional'],
    ]);
  });

  it("follows a $ref into a response's schema to where OpenAPI 3 keeps it, under the response's media type", async () => {
    const document: Json = {
      swagger: '2.0',
      info: { title: 'Refs', version: '1' },
      produces: ['application/xml'],
      responses: { Page: { description: 'A page.', schema: { type: 'object', properties: { items: { type: 'array', items: { type: 'string' } } } } } },
      paths: {
        '/a': { get: { operationId: 'a', produces: ['application/json'], responses: { '200': { description: 'A.', schema: { type: 'object', properties: { total: { type: 'integer' } } } } } } },
        '/b': {
          get: {
            operationId: 'b',
            responses: {
              '200': { description: 'B.', schema: { type: 'object', properties: { total: { $ref: '#/paths/~1a/get/responses/200/schema/properties/total' }, items: { $ref: '#/responses/Page/schema/properties/items' } } } },
            },
          },
        },
      },
    };
    const reading = await readDocument(document);
    const b = reading.apiDoc(reading.operations.find((entry) => entry.code === 'b')?.id ?? 0);
    expect(b?.responseParams.map((node) => [node.name, node.type])).toEqual([
      ['total', 'integer'],
      ['items', 'array<string>'],
    ]);
  });
});
