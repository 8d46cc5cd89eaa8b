/**
 * The six industry solutions and the hospital convenience express solution (external only; routes
 * /solution/$solutionCode). A module of its own so the chrome's menus can list them without importing the route tree.
 */
export const SOLUTION_CODES = [
  'wine-warehouse',
  'food-warehouse',
  'makeup-warehouse',
  'maternalAndInfant-warehouse',
  'clothing-warehouse',
  '3C-warehouse',
  'hospital-convenience-express',
] as const;

export type SolutionCode = (typeof SOLUTION_CODES)[number];
