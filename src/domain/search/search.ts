import { localizedName } from '../biz-unit/biz-unit';

/** Site search (spec §2 "Search"): tabs, the endpoint each one asks, and where each kind of hit leads. */

export const SEARCH_TABS = ['all', 'api', 'doc', 'solution', 'guide', 'support', 'faq'] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];

/** The eight kinds of Development support document (spec §2). */
export const SUPPORT_TOPICS = [
  'platform',
  'subscribe',
  'authorization',
  'calling',
  'testTools',
  'sdk',
  'serviceTerms',
  'developerAgreement',
] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

/** Spec §9: inputs take at most 200 characters; the search boxes, the finder and the results address keep 200. */
export const SEARCH_MAX_LENGTH = 200;

export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_MAX_PAGE = 500;

/** The kinds of hit the backend indexes (row.scope): /search/{scope}. */
export type SearchScope = 'api' | 'doc' | 'biz_unit' | 'message' | 'question';
export type SearchEndpoint = 'all' | SearchScope;

/**
 * Released-document types (getReleaseDocList?type, a doc hit's raw.type): 1 is the getting-started guide; the
 * Development support topics are 11–18 in SUPPORT_TOPICS order. Business-unit access-guide pages carry type 3.
 */
export const GUIDE_DOC_TYPE = 1;
export const supportDocType = (topic: SupportTopic): number => 11 + SUPPORT_TOPICS.indexOf(topic);

export interface SearchQuery {
  readonly q: string;
  readonly tab: SearchTab;
  readonly topic?: SupportTopic;
  /** 1-based. */
  readonly page: number;
}

/** One backend call: which endpoint, which page, and the document types a document tab narrows to. */
export interface SearchRequest {
  readonly endpoint: SearchEndpoint;
  readonly q: string;
  readonly from: number;
  readonly size: number;
  readonly docTypes?: readonly number[];
}

/**
 * The calls one page of a tab is made of, listed one after another (the page's `from` and `size` are the combined
 * list's). Every hit of All is in some tab: the API documentation tab lists the APIs, then the messages (a message is
 * the platform's call to the developer, documented beside the APIs: docs/routes.md).
 */
export const searchRequestsOf = (query: SearchQuery): readonly [SearchRequest, ...SearchRequest[]] => {
  const page = Math.min(Math.max(1, Math.trunc(query.page) || 1), SEARCH_MAX_PAGE);
  const base = { q: query.q.trim(), from: (page - 1) * SEARCH_PAGE_SIZE, size: SEARCH_PAGE_SIZE };
  switch (query.tab) {
    case 'all':
      return [{ ...base, endpoint: 'all' }];
    case 'api':
      return [
        { ...base, endpoint: 'api' },
        { ...base, endpoint: 'message' },
      ];
    case 'doc':
      return [{ ...base, endpoint: 'doc' }];
    case 'solution':
      return [{ ...base, endpoint: 'biz_unit' }];
    case 'guide':
      return [{ ...base, endpoint: 'doc', docTypes: [GUIDE_DOC_TYPE] }];
    case 'support':
      return [{ ...base, endpoint: 'doc', docTypes: query.topic ? [supportDocType(query.topic)] : SUPPORT_TOPICS.map(supportDocType) }];
    case 'faq':
      return [{ ...base, endpoint: 'question' }];
  }
};

/** A tab's hit count: each of the tab's calls asking for one row, of which only the `total` is read (and summed). */
export const countRequestsOf = (q: string, tab: SearchTab): readonly SearchRequest[] =>
  searchRequestsOf({ q, tab, page: 1 }).map((request) => ({ ...request, size: 1 }));

/** Where a hit leads; 'none' when its raw fields are not enough to build an address. */
export type SearchTarget =
  | { readonly kind: 'apiDoc'; readonly unitId: string; readonly docId: string }
  | { readonly kind: 'messageDoc'; readonly unitId: string; readonly docId: string }
  | { readonly kind: 'accessGuide'; readonly unitId: string }
  | { readonly kind: 'accessGuideDoc'; readonly unitId: string; readonly docId: string }
  | { readonly kind: 'devSupport'; readonly docId: string }
  | { readonly kind: 'question'; readonly channelId: string; readonly questionId: string }
  | { readonly kind: 'questionDocs' }
  | { readonly kind: 'none' };

export interface SearchHitRaw {
  readonly id?: string | number | null;
  readonly unitId?: string | number | null;
  readonly code?: string | null;
  readonly workOrderTypeCode?: string | null;
}

const asId = (value: string | number | null | undefined): string | undefined => {
  const text = value === null || value === undefined ? '' : String(value).trim();
  return /^\d{1,18}$/.test(text) ? text : undefined;
};
const asCode = (value: string | number | null | undefined): string | undefined => {
  const text = value === null || value === undefined ? '' : String(value).trim();
  return /^[\w.-]{1,64}$/.test(text) ? text : undefined;
};

/** The page of a hit, from its kind and raw fields (docs/routes.md "Search result links"). */
export const searchTargetOf = (scope: SearchScope | undefined, raw: SearchHitRaw): SearchTarget => {
  const id = asId(raw.id);
  const unitId = asId(raw.unitId);
  switch (scope) {
    case 'api':
      return unitId && id ? { kind: 'apiDoc', unitId, docId: id } : { kind: 'none' };
    case 'message':
      return unitId && id ? { kind: 'messageDoc', unitId, docId: id } : { kind: 'none' };
    case 'biz_unit': {
      const unit = unitId ?? id;
      return unit ? { kind: 'accessGuide', unitId: unit } : { kind: 'none' };
    }
    case 'doc':
      if (unitId && id) return { kind: 'accessGuideDoc', unitId, docId: id };
      return id ? { kind: 'devSupport', docId: id } : { kind: 'none' };
    case 'question': {
      const channelId = asCode(raw.workOrderTypeCode);
      const questionId = asCode(raw.code ?? raw.id);
      return channelId && questionId ? { kind: 'question', channelId, questionId } : { kind: 'questionDocs' };
    }
    case undefined:
      return { kind: 'none' };
  }
};

export const isSearchScope = (value: string | null | undefined): value is SearchScope =>
  value === 'api' || value === 'doc' || value === 'biz_unit' || value === 'message' || value === 'question';

/**
 * One hit as the page shows it. `title`, `snippet` and `source` are plain text; the highlights are HTML whose only
 * tags are highlight marks (snippet.ts), still sanitized by the view before use.
 */
export interface SearchHit {
  readonly key: string;
  readonly scope?: SearchScope;
  readonly title: string;
  readonly titleHighlight?: string;
  readonly snippet: string;
  readonly snippetHighlight?: string;
  /** The business unit (or other source) named in the "from:" crumb, in the reader's language as the row gives it. */
  readonly source?: string;
  /**
   * The source's English name, when the row gives it apart (a unit hit: its own name, raw.name, and its English
   * businessName). The views pick one by the reader's language with the documents' rule (`hitSourceName`).
   */
  readonly sourceEn?: string;
  /** An API hit's code (raw.code). */
  readonly code?: string;
  /** An API hit's HTTP method, when its source says it (OpenAPI operations; lcp-rest's rows do not). */
  readonly method?: string;
  /**
   * An API hit's parameter and field names, when its source lists them apart from the snippet (the finder opens the
   * API at one the words name). Absent, the snippet's words are taken for them: lcp-rest's index holds them in its text.
   */
  readonly fields?: readonly string[];
  readonly target: SearchTarget;
}

export interface SearchResultPage {
  readonly hits: readonly SearchHit[];
  readonly total: number;
  readonly page: number;
  readonly pageCount: number;
}

export const pageCountOf = (total: number): number => Math.max(1, Math.ceil(Math.max(0, total) / SEARCH_PAGE_SIZE));

/**
 * The name of a hit's source for a reader: the documents' rule (`localizedName`), so a Chinese reader sees the unit's
 * Chinese name and an English one its English name where the row has it.
 */
export const hitSourceName = (names: { readonly source?: string; readonly sourceEn?: string }, english: boolean): string =>
  localizedName({ name: names.source ?? '', nameEn: names.sourceEn ?? '' }, english);
