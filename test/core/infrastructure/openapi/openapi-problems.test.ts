import { describe, expect, it } from 'vitest';
import type { DocumentProblem } from '../../../../src/domain/doc/document-problem';
import { OpenApiProblem, type Json } from '../../../../src/infrastructure/openapi/openapi-json';
import { loadDocumentSet, parseJson, readOpenApi } from '../../../../src/infrastructure/openapi/openapi-reader';
import { ROOT, SHARED, sharedDocument, shopDocument } from './openapi-fixture';

const problemOf = (document: Json, shared: Json = sharedDocument()): { pointer: string; problem: DocumentProblem } | undefined => {
  try {
    readOpenApi({ root: ROOT, files: new Map<string, Json>([[ROOT, document], [SHARED, shared]]) }, 1, (text) => text);
    return undefined;
  } catch (error) {
    if (!(error instanceof OpenApiProblem)) throw error;
    expect(error.file).toBe(ROOT);
    return { pointer: error.pointer, problem: error.problem };
  }
};

/** The shop document with the value at `path` replaced (or taken out, for undefined). */
const withChange = (path: readonly (string | number)[], value: Json | undefined, document: Json = shopDocument()): Json => {
  let here = document as Record<string, Json>;
  for (const key of path.slice(0, -1)) here = here[key] as Record<string, Json>;
  const last = path[path.length - 1] as string;
  if (value === undefined) Reflect.deleteProperty(here, last);
  else here[last] = value;
  return document;
};

describe('a document that is not valid OpenAPI', () => {
  it('is refused whole, naming the place and what is wrong there', () => {
    expect(problemOf(withChange(['openapi'], '2.0'))).toEqual({ pointer: '/openapi', problem: { code: 'notOpenApi', values: { version: '"2.0"' } } });
    expect(problemOf(withChange(['info', 'title'], undefined))).toEqual({ pointer: '/info/title', problem: { code: 'noTitle', values: {} } });
    expect(problemOf(withChange(['components', 'schemas', 'Line', 'properties', 'sku', 'type'], 'text'))).toEqual({
      pointer: '/components/schemas/Line/properties/sku/type',
      problem: { code: 'unknownType', values: { type: '"text"' } },
    });
    expect(problemOf(withChange(['paths', '/orders/{orderId}', 'get', 'parameters', 1, 'in'], 'body'))).toEqual({
      pointer: '/paths/~1orders~1{orderId}/get/parameters/1/in',
      problem: { code: 'badLocation', values: {} },
    });
    expect(problemOf(withChange(['paths', 'orders'], {}))).toEqual({ pointer: '/paths/orders', problem: { code: 'pathSlash', values: {} } });
  });

  it('names a $ref that leads nowhere, in this file or in another', () => {
    expect(problemOf(withChange(['components', 'schemas', 'Card', 'properties', 'holder', '$ref'], '#/components/schemas/Holder'))).toEqual({
      pointer: '/components/schemas/Card/properties/holder',
      problem: { code: 'refNowhere', values: { ref: '#/components/schemas/Holder' } },
    });
    expect(problemOf(shopDocument(), { components: { schemas: {} } })).toEqual({
      pointer: '/components/schemas/Customer/properties/address',
      problem: { code: 'refNowhere', values: { ref: 'common/shared.json#/components/schemas/Address' } },
    });
  });

  it('names a security requirement whose scheme is not declared, and a scheme that is not one', () => {
    expect(problemOf(withChange(['security'], [{ bearer: [] }, { token: [] }]))).toEqual({ pointer: '/security/1/token', problem: { code: 'unknownScheme', values: { name: 'token' } } });
    expect(problemOf(withChange(['paths', '/orders/{orderId}', 'get', 'security', 0, 'oauth'], [7]))).toEqual({
      pointer: '/paths/~1orders~1{orderId}/get/security/0/oauth/0',
      problem: { code: 'mustBeText', values: {} },
    });
    expect(problemOf(withChange(['components', 'securitySchemes', 'shopKey', 'type'], 'password'))).toEqual({
      pointer: '/components/securitySchemes/shopKey/type',
      problem: { code: 'unknownSchemeType', values: { type: '"password"' } },
    });
    expect(problemOf(withChange(['components', 'securitySchemes', 'shopKey', 'in'], 'body'))).toEqual({
      pointer: '/components/securitySchemes/shopKey/in',
      problem: { code: 'badKeyLocation', values: {} },
    });
  });

  it('names a $ref that leads back to itself', () => {
    const problem = problemOf(
      withChange(['components', 'schemas', 'B'], { $ref: '#/components/schemas/A' }, withChange(['components', 'schemas', 'A'], { $ref: '#/components/schemas/B' })),
    );
    expect(problem?.problem).toEqual({ code: 'refLoop', values: { ref: '#/components/schemas/B' } });
  });

  it('says where JSON stops being JSON', () => {
    expect(() => parseJson('{"openapi": "3.1.0",}', ROOT)).toThrow(OpenApiProblem);
    expect(() => parseJson('{"openapi": "3.1.0",}', ROOT)).toThrow(/shop\.json#: notJson .*position 20/);
  });
});

describe('loading a document set', () => {
  it('fetches each file a $ref names once, relative to the file that names it', async () => {
    const nested = 'https://docs.example.test/specs/common/more/deep.json';
    const files: Record<string, Json> = {
      [ROOT]: shopDocument(),
      [SHARED]: { components: { schemas: { Locale: { $ref: 'more/deep.json#/Locale' }, Address: { $ref: 'more/deep.json#/Locale' } } } },
      [nested]: { Locale: { type: 'string' } },
    };
    const fetched: string[] = [];
    const set = await loadDocumentSet(
      ROOT,
      (url) => {
        fetched.push(url);
        return url in files ? Promise.resolve(JSON.stringify(files[url])) : Promise.reject(new Error(`no ${url}`));
      },
      (text, file) => Promise.resolve(parseJson(text, file)),
    );
    expect(fetched).toEqual([ROOT, SHARED, nested]);
    expect([...set.files.keys()].sort()).toEqual([ROOT, SHARED, nested].sort());
  });
});
