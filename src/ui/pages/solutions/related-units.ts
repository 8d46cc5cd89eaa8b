import type { BizUnitClassification, BizUnitSummary } from '../../../domain/biz-unit/biz-unit';

export interface RelatedUnits {
  /** Units whose code, Chinese or English name contains one of the solution's keywords. */
  readonly related: readonly BizUnitSummary[];
  /** Every other unit of the list, so a solution without its own unit still leads into the docs. */
  readonly more: readonly BizUnitSummary[];
}

/**
 * Splits a classified unit list into the units related to a solution and the rest. The backend has no link between a
 * solution page and a unit, so the unit's own words decide: a keyword (lower case) found in its code or names.
 */
export const relatedUnits = (groups: readonly BizUnitClassification[], keywords: readonly string[]): RelatedUnits => {
  const seen = new Set<number>();
  const units = groups.flatMap((group) => group.bizUnits).filter((unit) => !seen.has(unit.id) && seen.add(unit.id));
  const isRelated = (unit: BizUnitSummary) => {
    const words = `${unit.code} ${unit.name} ${unit.nameEn}`.toLowerCase();
    return keywords.some((keyword) => words.includes(keyword));
  };
  return { related: units.filter(isRelated), more: units.filter((unit) => !isRelated(unit)) };
};
