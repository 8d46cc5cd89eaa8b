import { describe, expect, it } from 'vitest';
import type { ApiParamNodeDto } from '../../../src/infrastructure/dto/api-doc.dto';
import { CATALOGUE } from '../../../src/sandbox/store';

const count = (nodes: readonly ApiParamNodeDto[] | null | undefined): number =>
  (nodes ?? []).reduce((total, node) => total + 1 + count(node.children), 0);
const depth = (nodes: readonly ApiParamNodeDto[] | null | undefined): number =>
  Math.max(0, ...(nodes ?? []).map((node) => 1 + depth(node.children)));

describe('sandbox seed', () => {
  it('has at least 6 classifications, one of them the project classification', () => {
    expect(CATALOGUE.classifications.length).toBeGreaterThanOrEqual(6);
    expect(CATALOGUE.classifications.map((group) => group.classifyCode)).toContain('project');
  });

  it('has at least 20 units over the three solution types, some restricted, all bilingual', () => {
    expect(CATALOGUE.bizUnits.length).toBeGreaterThanOrEqual(20);
    expect(new Set(CATALOGUE.bizUnits.map((unit) => unit.solutionType))).toEqual(new Set([1, 2, 3]));
    expect(CATALOGUE.bizUnits.some((unit) => unit.publishRange === 1)).toBe(true);
    for (const unit of CATALOGUE.bizUnits) {
      expect(unit.name).toMatch(/[\u4e00-\u9fff]/);
      expect(unit.nameEn).toMatch(/^[\x20-\x7e]+$/);
    }
  });

  it('has at least 60 APIs with unique ids, and one with 300+ fields nested 5+ deep', () => {
    const ids = CATALOGUE.apis.map((api) => api.doc.id);
    expect(ids.length).toBeGreaterThanOrEqual(60);
    expect(new Set(ids).size).toBe(ids.length);
    const big = CATALOGUE.apis.find((api) => count(api.doc.inParams) >= 300);
    expect(big).toBeDefined();
    expect(depth(big?.doc.inParams)).toBeGreaterThanOrEqual(5);
  });

  it('has messages, base and business SDKs, guides, FAQ and products', () => {
    expect(CATALOGUE.messages.length).toBeGreaterThan(0);
    expect(new Set(CATALOGUE.baseSdks.zh.map((sdk) => sdk.language)).size).toBe(5);
    expect(CATALOGUE.bizSdks.zh.length).toBeGreaterThan(0);
    expect(CATALOGUE.bizSdks.en.length).toBe(CATALOGUE.bizSdks.zh.length);
    expect(CATALOGUE.guides.zh.every((guide) => guide.tree.length > 0)).toBe(true);
    expect(CATALOGUE.guides.en.map((guide) => guide.unitId)).toEqual(CATALOGUE.guides.zh.map((guide) => guide.unitId));
    expect(CATALOGUE.problems.zh.length).toBeGreaterThanOrEqual(10);
    expect(CATALOGUE.problems.en.map((problem) => problem.code)).toEqual(CATALOGUE.problems.zh.map((problem) => problem.code));
    expect(CATALOGUE.products.flatMap((group) => group.products).length).toBeGreaterThan(0);
  });
});

/** The names a parameter tree documents, nested: a List's members are its items' names. */
const treeShape = (nodes: readonly ApiParamNodeDto[] | null | undefined): unknown =>
  Object.fromEntries((nodes ?? []).map((node) => [node.name, node.children?.length ? treeShape(node.children) : null]));
/** The same for a JSON example: an object's keys, the first item of a list. */
const exampleShape = (value: unknown): unknown => {
  if (Array.isArray(value)) return exampleShape(value[0]);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, member]) => [key, exampleShape(member)]));
  return null;
};

describe('sandbox seed: an API page never contradicts itself', () => {
  const withExamples = CATALOGUE.apis.filter((api) => (api.doc.requestDemo ?? []).length > 0);

  it('every request and response example has exactly the fields its tables document', () => {
    expect(withExamples.length).toBeGreaterThan(60);
    for (const api of withExamples) {
      for (const doc of [api.doc, api.docEn]) {
        const request: unknown = JSON.parse(doc.requestDemo?.[0]?.content ?? 'null');
        expect(Array.isArray(request), `${String(doc.id)} request is the gateway's list of arguments`).toBe(true);
        expect(exampleShape(request), `${String(doc.id)} request`).toEqual(treeShape(doc.inParams));
        expect(exampleShape(JSON.parse(doc.reponseDemo?.[0]?.content ?? 'null')), `${String(doc.id)} response`).toEqual(treeShape(doc.outParams));
      }
    }
  });

  it('an API names only SDK languages its unit’s SDK tab offers', () => {
    for (const api of CATALOGUE.apis) {
      const offered = new Set(CATALOGUE.bizSdks.zh.filter((sdk) => sdk.unitId === api.unitId).map((sdk) => sdk.language));
      const named = (api.doc.bizSdkList ?? []).map((sdk) => sdk.language);
      expect(named.filter((language) => !offered.has(language)), `API ${String(api.doc.id)} of unit ${String(api.unitId)}`).toEqual([]);
    }
  });
});
