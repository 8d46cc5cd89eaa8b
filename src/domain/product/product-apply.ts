/*
 * Applying to use a product (spec §2 "Other screens", §5 "Apply form", §6). Internally for a product
 * (GET /productApply/findApplyUseProduct/{id}, POST /productApply/submitApplication); externally a WMS system
 * (POST /wms/apply). Both forms: a term in years and the software licence agreement, which must be accepted.
 * Errors are codes: the view translates them and names the field.
 */
import * as E from 'fp-ts/Either';
import type { ApplicationScenario, MySystem, MySystemStatus, SubscriptionLength } from './my-system';

/**
 * The terms offered when the server names none. The spec says only "term in years"; 1–3 years is our choice
 * (docs/products.md).
 */
export const DEFAULT_TERMS_IN_YEARS: readonly number[] = [1, 2, 3];

/** What the internal apply form needs (GET /productApply/findApplyUseProduct/{id}). */
export interface ApplyUseProduct {
  readonly productId: number;
  readonly productCode: string;
  readonly name: string;
  readonly nameEn: string;
  /** Terms in years, ascending; never empty. */
  readonly terms: readonly number[];
  /** The server's view of the role: false means the account may not apply (spec §6). */
  readonly administrator: boolean;
  /** An application of this product by the account is already under review or live. */
  readonly applied: boolean;
}

/** The server's terms made safe: whole positive years, once each, ascending; the default when none is left. */
export const offeredTerms = (terms: readonly number[]): readonly number[] => {
  const clean = [...new Set(terms.filter((term) => Number.isInteger(term) && term > 0))].sort((a, b) => a - b);
  return clean.length > 0 ? clean : DEFAULT_TERMS_IN_YEARS;
};

export type TermError = 'required' | 'notOffered';
export type AgreementError = 'required';

const checkTerm = (term: number | undefined, terms: readonly number[]): TermError | undefined => {
  if (term === undefined || !Number.isFinite(term)) return 'required';
  return offeredTerms(terms).includes(term) ? undefined : 'notOffered';
};

/** The internal apply form as the user filled it. */
export interface ApplyFormValues {
  /** Years; undefined until chosen. */
  readonly term: number | undefined;
  /** The software licence agreement checkbox. */
  readonly agreed: boolean;
}

export type ApplyFormField = 'term' | 'agreement';
export interface ApplyFormErrors {
  readonly term?: TermError;
  readonly agreement?: AgreementError;
}

/** What is sent once the form is valid. */
export interface ProductApplicationRequest {
  readonly productId: number;
  readonly term: number;
}

/** Every field's error at once, or the request to send. */
export const validateApplyForm = (
  productId: number,
  values: ApplyFormValues,
  terms: readonly number[],
): E.Either<ApplyFormErrors, ProductApplicationRequest> => {
  const term = checkTerm(values.term, terms);
  const agreement = values.agreed ? undefined : 'required';
  if (term || agreement || values.term === undefined) return E.left({ ...(term ? { term } : {}), ...(agreement ? { agreement } : {}) });
  return E.right({ productId, term: values.term });
};

/** The external apply form (a WMS system): name, application scenario, term in years, agreement. */
export interface SystemApplyFormValues {
  readonly systemName: string;
  readonly scenario: ApplicationScenario | undefined;
  readonly term: number | undefined;
  readonly agreed: boolean;
}

export type SystemApplyFormField = 'systemName' | 'scenario' | 'term' | 'agreement';
export interface SystemApplyFormErrors {
  readonly systemName?: 'required';
  readonly scenario?: 'required';
  readonly term?: TermError;
  readonly agreement?: AgreementError;
}

/** POST /wms/apply, in domain words. */
export interface SystemApplication {
  readonly systemName: string;
  readonly scenario: ApplicationScenario;
  readonly subscription: SubscriptionLength;
}

export const validateSystemApplyForm = (
  values: SystemApplyFormValues,
  terms: readonly number[] = DEFAULT_TERMS_IN_YEARS,
): E.Either<SystemApplyFormErrors, SystemApplication> => {
  const systemName = values.systemName.trim();
  const term = checkTerm(values.term, terms);
  const errors: SystemApplyFormErrors = {
    ...(systemName ? {} : { systemName: 'required' as const }),
    ...(values.scenario ? {} : { scenario: 'required' as const }),
    ...(term ? { term } : {}),
    ...(values.agreed ? {} : { agreement: 'required' as const }),
  };
  if (Object.keys(errors).length > 0 || !values.scenario || values.term === undefined) return E.left(errors);
  return E.right({ systemName, scenario: values.scenario, subscription: { amount: values.term, unit: 'year' } });
};

/** A product application (GET /productApply/selectProductApplyByUserId, POST /productApply/submitApplication). */
export interface ProductApplication {
  readonly id: number;
  readonly productId: number;
  readonly productCode: string;
  readonly productName: string;
  /** The Chinese name when the server has no English one. */
  readonly productNameEn: string;
  readonly termYears: number;
  /** The My System codes (ours: docs): 1 under review, 2 creating, 3 running, 4 rejected. */
  readonly status: MySystemStatus | undefined;
  readonly applyTime: string;
  readonly statusUpdateTime?: string;
  readonly url?: string;
}

/**
 * The internal My System row of an application: named by the product, in both languages; no scenario (a product
 * application has none: the scenario is what the external WMS application asks for); the term is in years.
 */
export const mySystemOfApplication = (application: ProductApplication): MySystem => ({
  systemId: String(application.id),
  name: application.productName,
  nameEn: application.productNameEn,
  scenario: undefined,
  subscription: application.termYears > 0 ? { amount: application.termYears, unit: 'year' } : undefined,
  status: application.status,
  applyTime: application.applyTime,
  ...(application.statusUpdateTime ? { statusUpdateTime: application.statusUpdateTime } : {}),
  ...(application.url ? { url: application.url } : {}),
});

/** Newest first by apply time ("yyyy-MM-dd HH:mm:ss" sorts as text); the server's order among equals. */
export const newestFirst = (applications: readonly ProductApplication[]): readonly ProductApplication[] =>
  applications
    .map((application, index) => ({ application, index }))
    .sort((a, b) => (a.application.applyTime < b.application.applyTime ? 1 : a.application.applyTime > b.application.applyTime ? -1 : a.index - b.index))
    .map(({ application }) => application);

/** The result page: the account's newest application of the product (by code or id). */
export const latestApplicationOf = (applications: readonly ProductApplication[], product: string): ProductApplication | undefined =>
  newestFirst(applications).find((application) => application.productCode === product || String(application.productId) === product);
