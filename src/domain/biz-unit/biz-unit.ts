/** 1 industry solution, 2 API / capability, 3 scenario solution. */
export type SolutionType = 1 | 2 | 3;

/** Publish range 1 restricts a unit's docs to visible suppliers. */
export const RESTRICTED_PUBLISH_RANGE = 1;

export interface BizUnitSummary {
  readonly id: number;
  readonly name: string;
  readonly nameEn: string;
  readonly code: string;
  readonly remark?: string;
  readonly publishRange?: number;
}

/** A group of business units as the menus show it (spec §3 "Classified business unit"). */
export interface BizUnitClassification {
  readonly id: number;
  readonly classifyCode: string;
  readonly classifyName: string;
  readonly classifyNameEn: string;
  readonly bizUnits: readonly BizUnitSummary[];
}

/** The project classification holds units visible only to the signed-in account: the menu tags it. */
export const PROJECT_CLASSIFY_CODE = 'project';
export const isProjectClassification = (group: BizUnitClassification): boolean =>
  group.classifyCode === PROJECT_CLASSIFY_CODE;

export const isRestricted = (unit: BizUnitSummary): boolean => unit.publishRange === RESTRICTED_PUBLISH_RANGE;

/** Name in the reader's language, falling back to the other one. */
export const localizedName = (item: { name: string; nameEn: string }, english: boolean): string =>
  (english ? item.nameEn : item.name) || item.name || item.nameEn;
