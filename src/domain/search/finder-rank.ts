import { KIND_ORDER, type SuggestionKind } from './finder';

/**
 * How the finder orders its suggestions (issue #32 m22): one pure rule over what a hit names and the words typed.
 * Best first:
 * 1. more of the words in its names (title, code): a name holding every word beats one holding some, which beats a
 *    hit found only in its text;
 * 2. the words are a field of the API (it opens there);
 * 3. the words name an action that is the API's HTTP method ("create customer": POST /v1/customers before GET);
 * 4. a name that is the words themselves (the unit 出库与发货 for 出库与发货, before its messages);
 * 5. the kind a developer opens most: APIs, then messages, guides, documents, solutions, questions;
 * 6. the closer name: a name starting with the words, then a word starting with them, then holding them.
 * Ties keep the backend's order.
 */

/** Words that ask for an action, and the HTTP methods that perform it. */
const ACTIONS: readonly (readonly [words: readonly string[], methods: readonly string[]])[] = [
  [['create', 'add', 'new', 'submit', '创建', '新增', '新建', '添加', '提交'], ['post']],
  [['get', 'list', 'read', 'retrieve', 'fetch', 'find', 'query', 'search', '查询', '获取'], ['get']],
  [['update', 'modify', 'edit', 'change', 'replace', '修改', '更新', '编辑'], ['put', 'patch']],
  [['delete', 'remove', '删除', '移除'], ['delete']],
];

const HAN = /\p{Script=Han}/u;

/** What the finder ranks a hit by. */
export interface Rankable {
  readonly kind: SuggestionKind;
  readonly title: string;
  readonly code?: string;
  /** An API's HTTP method, when its source says it. */
  readonly method?: string;
  /** The API's field the words name. */
  readonly field?: string;
}

export interface Rank {
  readonly wordsNamed: number;
  readonly field: boolean;
  readonly methodFits: boolean;
  readonly kindOrder: number;
  /** 4 a name is the words, 3 starts with them, 2 has a word starting with them, 1 holds them, 0 none. */
  readonly closeness: number;
}

/** The words typed, lower case. */
export const wordsOf = (query: string): string[] => query.trim().toLowerCase().split(/\s+/).filter(Boolean);

/** The HTTP methods the words ask for (English words whole, Chinese ones anywhere: Chinese has no spaces). */
export const methodsAskedBy = (query: string): ReadonlySet<string> => {
  const words = wordsOf(query);
  const typed = words.join(' ');
  const asks = (word: string) => (HAN.test(word) ? typed.includes(word) : words.includes(word));
  return new Set(ACTIONS.flatMap(([actions, methods]) => (actions.some(asks) ? methods : [])));
};

const EXACT = 4;

const closenessOf = (names: readonly string[], query: string): number => {
  if (names.some((name) => name === query)) return EXACT;
  if (names.some((name) => name.startsWith(query))) return 3;
  if (names.some((name) => name.split(/[\s/._-]+/).some((word) => word.startsWith(query)))) return 2;
  return names.some((name) => name.includes(query)) ? 1 : 0;
};

export const rankOf = (item: Rankable, query: string): Rank => {
  const words = wordsOf(query);
  const names = [item.title, item.code ?? ''].map((name) => name.toLowerCase()).filter(Boolean);
  const method = item.method?.toLowerCase();
  const closeness = words.length ? closenessOf(names, words.join(' ')) : 0;
  return {
    wordsNamed: words.filter((word) => names.some((name) => name.includes(word))).length,
    field: item.field !== undefined,
    methodFits: item.kind === 'api' && method !== undefined && methodsAskedBy(query).has(method),
    kindOrder: KIND_ORDER.indexOf(item.kind),
    closeness,
  };
};

/** Negative when `a` comes first (the order of the rule above). */
export const compareRanks = (a: Rank, b: Rank): number =>
  b.wordsNamed - a.wordsNamed ||
  Number(b.field) - Number(a.field) ||
  Number(b.methodFits) - Number(a.methodFits) ||
  Number(b.closeness === EXACT) - Number(a.closeness === EXACT) ||
  a.kindOrder - b.kindOrder ||
  b.closeness - a.closeness;
