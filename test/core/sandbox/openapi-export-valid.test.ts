import { Validator } from '@seriousme/openapi-schema-validator';
import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { apiDocToOpenApi, messageDocToOpenApi } from '../../../src/infrastructure/export/openapi-export';
import { createSandboxStore } from '../../../src/sandbox/store';
import { sandboxDocGateway } from './sandbox-doc-gateway';

/*
 * Every API and message document the sandbox holds, read through the portal's own gateway (DTO schemas and
 * mappers), exported as OpenAPI and checked against the OpenAPI 3.0 schema by a maintained validator.
 */
const store = createSandboxStore();
const gateway = sandboxDocGateway(store);

const validate = async (spec: unknown) => {
  const result = await new Validator().validate(JSON.parse(JSON.stringify(spec)) as Record<string, unknown>);
  return { valid: result.valid, errors: JSON.stringify(result.errors ?? []).slice(0, 2000) };
};

const right = <A,>(result: E.Either<unknown, A>): A => {
  if (E.isLeft(result)) throw new Error(`sandbox call failed: ${JSON.stringify(result.left)}`);
  return result.right;
};

describe('OpenAPI export of every sandbox document', () => {
  const apiIds = store.catalogue.apis.map((api) => api.doc.id);
  const messages = store.catalogue.messages.map((message) => [message.unitId, message.detail.id] as const);

  it('covers the largest API (unit 301, API 19999) and the messages', () => {
    expect(apiIds).toContain(19999);
    expect(messages.length).toBeGreaterThan(0);
  });

  it.each(apiIds)('API %i is valid OpenAPI 3.0', async (id) => {
    const spec = apiDocToOpenApi(right(await gateway.apiDoc(id)()));
    expect(await validate(spec)).toEqual({ valid: true, errors: '[]' });
  });

  it.each(messages)('message %i/%i is valid OpenAPI 3.0', async (unitId, id) => {
    const spec = messageDocToOpenApi(right(await gateway.messageDoc(unitId, id)()));
    expect(await validate(spec)).toEqual({ valid: true, errors: '[]' });
  });

  it('the largest API keeps its deepest fields', async () => {
    const spec = apiDocToOpenApi(right(await gateway.apiDoc(19999)()));
    const text = JSON.stringify(spec);
    expect(text).toContain('"certificates"');
    expect(text).toContain('"validUntil"');
  });

  it('the validator does reject a broken document', async () => {
    const spec = apiDocToOpenApi(right(await gateway.apiDoc(19999)()));
    const broken = { ...spec, paths: { 'no-leading-slash': spec.paths[Object.keys(spec.paths)[0] as string] }, info: { title: spec.info.title } };
    expect((await validate(broken)).valid).toBe(false);
  });
});
