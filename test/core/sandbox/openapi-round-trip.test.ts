import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { ParamNode } from '../../../src/domain/doc/param-tree';
import { apiDocToOpenApi } from '../../../src/infrastructure/export/openapi-export';
import { htmlToText } from '../../../src/infrastructure/export/markdown-text';
import type { Json } from '../../../src/infrastructure/openapi/openapi-json';
import { readOpenApi } from '../../../src/infrastructure/openapi/openapi-reader';
import { createSandboxStore } from '../../../src/sandbox/store';
import { sandboxDocGateway } from './sandbox-doc-gateway';

/*
 * The round trip: every API document the sandbox holds, read through the portal's own lcp-rest gateway, exported as
 * OpenAPI by the portal's exporter, and read back by the OpenAPI reader, shows the same trees: the same fields, in
 * the same order and nesting, with the same types, requirements, examples (as values) and description texts.
 */
const store = createSandboxStore();
const gateway = sandboxDocGateway(store);

/** What a reader sees of a field: everything but its anchor and id, which each document makes its own way. */
interface Seen {
  readonly name: string;
  readonly type: string;
  readonly requirement: string;
  readonly example?: string;
  readonly description?: string;
  readonly children: readonly Seen[];
}
/** OpenAPI examples are typed: a number's example "59.90" is the number 59.9, and is compared as that. */
const exampleValue = (example: string): string => (/^-?\d+(\.\d+)?$/.test(example) ? String(Number(example)) : example);
const seen = (nodes: readonly ParamNode[], description: (html: string) => string | undefined): Seen[] =>
  nodes.map((node) => ({
    name: node.name,
    type: node.type,
    requirement: node.requirement,
    ...(node.example === undefined ? {} : { example: exampleValue(node.example) }),
    ...(node.description === undefined || description(node.description) === undefined ? {} : { description: description(node.description) }),
    children: seen(node.children, description),
  }));

/** An lcp description as the export writes it: its text, and for a conditional field the sentence that says so. */
const plain = (html: string): string | undefined => htmlToText(html) || undefined;
/** The reader's description of the exported text (read with `describe` as the identity), without that sentence. */
const readBack = (text: string): string | undefined => text.replace(/\n\nRequired in some cases \(see the description\)\.$|^Required in some cases \(see the description\)\.$/, '') || undefined;

describe('an lcp document exported as OpenAPI and read back', () => {
  const apiIds = store.catalogue.apis.map((api) => api.doc.id);

  it.each(apiIds)('API %i shows the same request and response trees and exception examples', async (apiId) => {
    const result = await gateway.apiDoc(apiId)();
    if (E.isLeft(result)) throw new Error(`sandbox call failed: ${JSON.stringify(result.left)}`);
    const doc = result.right;
    const root = `https://export.example.test/api-${String(apiId)}.json`;
    const reading = readOpenApi({ root, files: new Map([[root, JSON.parse(JSON.stringify(apiDocToOpenApi(doc))) as Json]]) }, 1, (text) => text);
    const [entry] = reading.operations;
    const back = reading.apiDoc(entry?.id ?? 0);
    expect(back?.name).toBe(doc.name);
    expect(back?.httpMethod).toBe('POST');
    // The request: the signed call's query parameters, then param_json, the array that holds the request object.
    const body = back?.requestParams.find((node) => node.facts?.in === undefined);
    expect(body?.name).toBe('body');
    expect(seen(body?.children ?? [], readBack)).toEqual(seen(doc.requestParams, plain));
    expect(seen(back?.responseParams ?? [], readBack)).toEqual(seen(doc.responseParams, plain));
    expect(back?.exceptionExamples).toEqual(doc.exceptionExamples);
  });
});
