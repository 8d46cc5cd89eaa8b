import type { BizUnitClassification, BizUnitSummary } from '../../../domain/biz-unit/biz-unit';
import { readableText } from '../../i18n/chinese-text';

/** The classification filter's value that shows every classification. */
export const ALL_CLASSIFICATIONS = 'all';

export const classificationKey = (group: BizUnitClassification): string => String(group.id);

const normalized = (text: string): string => text.trim().toLocaleLowerCase();

/** Whether a unit's Chinese or English name contains the typed text (case and surrounding spaces ignored). */
export const unitMatches = (unit: BizUnitSummary, query: string): boolean => {
  const wanted = normalized(query);
  return wanted === '' || [unit.name, unit.nameEn].some((name) => normalized(name).includes(wanted));
};

/** The groups to show for a classification choice and a typed filter; groups left without units are dropped. */
export const filterCatalogue = (
  groups: readonly BizUnitClassification[],
  classification: string,
  query: string,
): BizUnitClassification[] =>
  groups
    .filter((group) => classification === ALL_CLASSIFICATIONS || classificationKey(group) === classification)
    .map((group) => ({ ...group, bizUnits: group.bizUnits.filter((unit) => unitMatches(unit, query)) }))
    .filter((group) => group.bizUnits.length > 0);

export const unitCount = (groups: readonly BizUnitClassification[]): number =>
  groups.reduce((total, group) => total + group.bizUnits.length, 0);

/**
 * The unit's description in the reader's language. The backend sends one `remark` (no English twin), in the language
 * of the request's `locale` header; an English reader sees it only when it is not Chinese text (the internal site
 * sends no locale).
 */
export const unitDescription = (unit: BizUnitSummary, english: boolean): string | undefined => readableText(unit.remark, english);
