import { describe, expect, it } from 'vitest';
import type { Json } from '../../../../src/infrastructure/openapi/openapi-json';
import { loadDocumentSet, parseJson, readOpenApi } from '../../../../src/infrastructure/openapi/openapi-reader';
import { petstoreDocument } from './openapi-fixture';


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
