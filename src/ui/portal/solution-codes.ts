/**
 * The external site's fixed solution pages (routes /solution/$solutionCode; the internal site has none). A module of
 * its own so the chrome's menus can list them without importing the route tree.
 */

/** The six industry solutions: the solutions menu's industry tab. */
export const INDUSTRY_SOLUTION_CODES = [
  'wine-warehouse',
  'food-warehouse',
  'makeup-warehouse',
  'maternalAndInfant-warehouse',
  'clothing-warehouse',
  '3C-warehouse',
] as const;

/**
 * Scenario solutions with a page of their own. A scenario solution is a business unit of solution type 3 (the
 * solutions menu's scenario tab); one of these opens its page there instead of the unit's access guide.
 */
export const SCENARIO_SOLUTION_CODES = ['hospital-convenience-express'] as const;

export const SOLUTION_CODES = [...INDUSTRY_SOLUTION_CODES, ...SCENARIO_SOLUTION_CODES] as const;

export type SolutionCode = (typeof SOLUTION_CODES)[number];
export type ScenarioSolutionCode = (typeof SCENARIO_SOLUTION_CODES)[number];

/**
 * The words (lower case) that, in a scenario unit's code, Chinese or English name, say it is the unit of a scenario
 * solution page: the backend has no link between a solution page and a unit.
 */
export const SCENARIO_SOLUTION_UNIT_WORDS: Readonly<Record<ScenarioSolutionCode, readonly string[]>> = {
  'hospital-convenience-express': ['hospital', '医院'],
};
