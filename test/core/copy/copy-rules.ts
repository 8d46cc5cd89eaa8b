/**
 * Copy slips that can be found mechanically (issue #16): each rule names its slip and finds it in one string.
 * Chinese copy uses full-width punctuation and 您; English copy uses "an" before a vowel sound and the US spelling
 * "authorize"/"authorization".
 */
export interface CopyRule {
  readonly slip: string;
  readonly find: (text: string) => string | undefined;
}

const HAN = '\\u3400-\\u9fff';

/** Words that begin with a vowel letter but not a vowel sound ("a user", "a URL", "a one-time token"). */
const CONSONANT_SOUND = /^(?:one|once|uni|use|usu|usa|uti|eu|euro|url|uat|ui\b|uri)/i;

const firstMatch = (pattern: RegExp, text: string, keep: (match: RegExpExecArray) => boolean = () => true): string | undefined => {
  for (const match of text.matchAll(new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`))) {
    if (keep(match)) return match[0];
  }
  return undefined;
};

export const COPY_RULES: readonly CopyRule[] = [
  {
    slip: 'half-width punctuation after Chinese text (use ！？，：；)',
    find: (text) => firstMatch(new RegExp(`[${HAN}][!?,:;]`), text),
  },
  { slip: '你 in Chinese copy (use 您)', find: (text) => firstMatch(/你/, text) },
  {
    slip: '"a" before a vowel sound (use "an")',
    find: (text) => firstMatch(/\b[Aa] ([AEIOUaeiou][\w-]*)/, text, (match) => !CONSONANT_SOUND.test(match[1] ?? '')),
  },
  { slip: 'British "authoris-" (use "authoriz-")', find: (text) => firstMatch(/authoris/i, text) },
  // "You stopped this answer early~" (#32 c4): a chat-style flourish that reads as machine translation in English.
  { slip: 'a tilde ending a sentence ("~", "～")', find: (text) => firstMatch(/\S[~～](?=\s|$)/, text) },
];

/** Every slip in `texts`, as "where: slip: found". */
export const copySlips = (texts: readonly (readonly [where: string, text: string])[]): string[] =>
  texts.flatMap(([where, text]) =>
    COPY_RULES.flatMap((rule) => {
      const found = rule.find(text);
      return found === undefined ? [] : [`${where}: ${rule.slip}: "${found}"`];
    }),
  );

/** Every string in a JSON-like value, with its path. */
export const stringsOf = (value: unknown, path = ''): (readonly [string, string])[] => {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsOf(item, `${path}[${String(index)}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => stringsOf(item, path ? `${path}.${key}` : key));
  return [];
};
