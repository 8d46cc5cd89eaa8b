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
