/*
 * My System (spec §2 "Other screens", §3 "My System row", §4 "My System statuses"; contract: POST /wms/queryList).
 * The same row serves both variants: the external site lists WMS systems, the internal one the account's product
 * applications (GET /productApply/selectProductApplyByUserId), mapped to rows here.
 */

/**
 * What My System can list: the account's product applications (GET /productApply/selectProductApplyByUserId) and the
 * team's WMS systems (POST /wms/queryList). A deployment lists one or both (PortalFeatures.mySystemLists).
 */
export const MY_SYSTEM_LISTS = ['productApplications', 'wmsSystems'] as const;
export type MySystemList = (typeof MY_SYSTEM_LISTS)[number];

/** status 1 under review, 2 creating, 3 running (in operation), 4 rejected. */
export const MY_SYSTEM_STATUSES = ['underReview', 'creating', 'running', 'rejected'] as const;
export type MySystemStatus = (typeof MY_SYSTEM_STATUSES)[number];
const STATUS_BY_CODE: Readonly<Record<number, MySystemStatus>> = { 1: 'underReview', 2: 'creating', 3: 'running', 4: 'rejected' };
export const STATUS_CODE: Readonly<Record<MySystemStatus, number>> = { underReview: 1, creating: 2, running: 3, rejected: 4 };

/** Undefined for a code the spec does not name (the row shows it as unknown rather than failing the page). */
export const mySystemStatusOf = (code: number): MySystemStatus | undefined => STATUS_BY_CODE[code];

/** Application scenario: schemeType 0 fast-moving consumer goods, 1 apparel. */
export const APPLICATION_SCENARIOS = ['fmcg', 'apparel'] as const;
export type ApplicationScenario = (typeof APPLICATION_SCENARIOS)[number];
export const SCHEME_TYPE: Readonly<Record<ApplicationScenario, number>> = { fmcg: 0, apparel: 1 };
export const scenarioOf = (schemeType: number): ApplicationScenario | undefined => APPLICATION_SCENARIOS.find((scenario) => SCHEME_TYPE[scenario] === schemeType);

/** Subscription length: limitNum with limitType 1 years, 2 months. */
export type SubscriptionUnit = 'year' | 'month';
export interface SubscriptionLength {
  readonly amount: number;
  readonly unit: SubscriptionUnit;
}
export const LIMIT_TYPE: Readonly<Record<SubscriptionUnit, number>> = { year: 1, month: 2 };
export const subscriptionOf = (limitNum: number, limitType: number): SubscriptionLength | undefined => {
  const unit = limitType === LIMIT_TYPE.year ? 'year' : limitType === LIMIT_TYPE.month ? 'month' : undefined;
  return unit && limitNum > 0 ? { amount: limitNum, unit } : undefined;
};

/** One row of My System. */
export interface MySystem {
  /** The row's number in the whole list (1-based), when the server gives it. */
  readonly number?: number;
  readonly systemId: string;
  /** As given: a WMS system's name is the one its applicant typed; an application's is the product's Chinese name. */
  readonly name: string;
  /** The English name, where there is one (an application's product; not a WMS system). */
  readonly nameEn?: string;
  /** Undefined internally (a product application has no scenario) or for an unknown schemeType. */
  readonly scenario: ApplicationScenario | undefined;
  readonly subscription: SubscriptionLength | undefined;
  readonly status: MySystemStatus | undefined;
  readonly applyTime?: string;
  readonly statusUpdateTime?: string;
  /** The system's address, once it has one. */
  readonly url?: string;
}

const isWebAddress = (url: string | undefined): url is string => {
  if (!url) return false;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
};

/** The row's name in the reader's language: the English one when there is one, else the name as given. */
export const systemName = (system: Pick<MySystem, 'name' | 'nameEn'>, english: boolean): string => (english && system.nameEn?.trim() ? system.nameEn : system.name);

/** "Enter system" is offered only for a running system with a web address. */
export const canEnterSystem = (system: Pick<MySystem, 'status' | 'url'>): boolean => system.status === 'running' && isWebAddress(system.url);

/** The link the copy button copies; undefined (no button) until the system has one. */
export const copyableLink = (system: Pick<MySystem, 'url'>): string | undefined => (system.url?.trim() ? system.url.trim() : undefined);
