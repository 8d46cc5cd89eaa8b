/** What one walked page yields; the walk spec attaches one WalkRun per combination, the walk reporter reads them. */
export const WALK_OUTPUT = 'test-results/walk';

export type FindingKind = 'error' | 'markup' | 'sideways' | 'scroller' | 'chinese' | 'toasts' | 'axe' | 'siblings' | 'identifier' | 'focus' | 'heading' | 'failure';

export interface Finding {
  readonly kind: FindingKind;
  readonly detail: string;
}

export interface PageResult {
  /** "site locale viewport signed-in|signed-out light|dark". */
  readonly combo: string;
  readonly routeId: string;
  readonly url: string;
  /** Where the page ended up (after redirects). */
  readonly landed: string;
  readonly findings: readonly Finding[];
  /** English pages: Chinese text inside backend content (data-content="backend"); listed, not a finding. */
  readonly backendChinese: readonly string[];
  readonly note?: string;
  /** Taken when the page has findings (evidence for the report), else absent. */
  readonly screenshot?: string;
  readonly ms: number;
  /**
   * Where the time went: opening and settling, the screenshot (pages with findings), axe, and the measured checks
   * (identifiers, focus rings; the rest is the text checks).
   */
  readonly phases: { readonly settle: number; readonly screenshot: number; readonly axe: number; readonly measures: number };
}

export interface WalkRun {
  readonly combo: string;
  readonly pages: readonly PageResult[];
  readonly ms: number;
}

export interface WalkSummary {
  readonly pages: number;
  readonly findings: number;
  readonly pagesWithFindings: number;
  readonly seconds: number;
  /** Combinations that did not finish (a crash or a timeout): their pages are missing. */
  readonly brokenRuns: number;
}

export const FINDING_TITLES: Readonly<Record<FindingKind, string>> = {
  error: 'page error or console error',
  markup: 'tag or entity shown as text',
  sideways: 'page scrolls sideways (phone)',
  scroller: 'inner region cut off sideways without a label',
  chinese: 'Chinese in a portal string (English)',
  toasts: 'more than one toast',
  axe: 'axe: serious or critical',
  siblings: 'document page without a visible way to its siblings',
  identifier: 'identifier of up to 30 characters broken across lines (1280 px and up)',
  focus: 'focus ring missing, thinner than 2 px or under 3:1',
  heading: 'empty heading',
  failure: 'failed call not said in place with a way on',
};
