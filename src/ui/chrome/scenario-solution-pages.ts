import type { BizUnitSummary } from '../../domain/biz-unit/biz-unit';
import { SCENARIO_SOLUTION_CODES, SCENARIO_SOLUTION_UNIT_WORDS, type ScenarioSolutionCode } from '../portal/solution-codes';

/** Which scenario units open a fixed solution page (external site), so that each solution is listed once. */
export interface ScenarioSolutionPages {
  /** unit id → its page: for each page, the first unit of the list whose code or names carry the page's words. */
  readonly byUnit: ReadonlyMap<number, ScenarioSolutionCode>;
  /** Pages no unit of the list stands for: listed by themselves, so that the page can still be reached. */
  readonly unmatched: readonly ScenarioSolutionCode[];
}

const wordsOf = (unit: BizUnitSummary): string => `${unit.code} ${unit.name} ${unit.nameEn}`.toLowerCase();

export const scenarioSolutionPages = (units: readonly BizUnitSummary[]): ScenarioSolutionPages => {
  const byUnit = new Map<number, ScenarioSolutionCode>();
  const unmatched: ScenarioSolutionCode[] = [];
  for (const code of SCENARIO_SOLUTION_CODES) {
    const unit = units.find((candidate) => !byUnit.has(candidate.id) && SCENARIO_SOLUTION_UNIT_WORDS[code].some((word) => wordsOf(candidate).includes(word)));
    if (unit) byUnit.set(unit.id, code);
    else unmatched.push(code);
  }
  return { byUnit, unmatched };
};
