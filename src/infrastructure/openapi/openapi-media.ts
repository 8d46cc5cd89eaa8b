import type { CodeExample } from '../../domain/doc/api-doc';
import type { ParamNode } from '../../domain/doc/param-tree';
import { isObject, stringOf, textOf, type Json, type JsonObject } from './openapi-json';
import { located, resolve, type DocumentSet, type Located } from './openapi-refs';

/** The JSON media type if there is one, else the first. */
export const preferredMedia = (content: Json | undefined): [string, JsonObject] | undefined => {
  if (!isObject(content)) return undefined;
  const types = Object.keys(content);
  const type = types.find((one) => /\bjson\b/i.test(one)) ?? types[0];
  const media = type === undefined ? undefined : content[type];
  return type !== undefined && isObject(media) ? [type, media] : undefined;
};

export const exampleText = (value: Json): string => (typeof value === 'string' ? value : JSON.stringify(value, null, 2));

/** A parameter's or header's schema: its own `schema`, else that of its (preferred) `content`. */
export const declaredSchema = (owner: Located<JsonObject>): Located => {
  const media = preferredMedia(owner.value.content);
  return owner.value.schema !== undefined ? located(owner, owner.value.schema, 'schema') : located(owner, media?.[1].schema ?? {}, 'content', media?.[0] ?? '', 'schema');
};

/** A parameter's or header's row with its own description and example, which say more than its schema's. */
export const withOwnWords = (node: ParamNode, declared: JsonObject, describe: (markdown: string) => string): ParamNode => {
  const description = textOf(declared.description);
  return { ...node, ...(description ? { description: describe(description) } : {}), ...(declared.example !== undefined ? { example: exampleText(declared.example) } : {}) };
};

/** An `externalValue` as an absolute address, read relative to the file that names it; undefined if it is no address. */
const externalAddress = (value: Json | undefined, file: string): string | undefined => {
  const text = textOf(value);
  if (text === undefined) return undefined;
  try {
    return new URL(text, file).href;
  } catch {
    return undefined;
  }
};

/**
 * A media type's `example` and `examples` (with `$ref`s to components followed). An `externalValue` is kept as its
 * address, fetched when the example is shown: the reading holds no file it does not need.
 */
export const examplesOf = (set: DocumentSet, media: Located<JsonObject>, type: string): CodeExample[] => {
  const found: CodeExample[] = [];
  if (media.value.example !== undefined) found.push({ tag: type, content: exampleText(media.value.example) });
  if (isObject(media.value.examples)) {
    for (const key in media.value.examples) {
      const example = resolve(set, located(media, media.value.examples[key] as Json, 'examples', key));
      if (!isObject(example.value)) continue;
      const tag = textOf(example.value.summary) ?? key;
      if (example.value.value !== undefined) found.push({ tag, content: exampleText(example.value.value) });
      else {
        const externalUrl = externalAddress(stringOf(example.value.externalValue), example.file);
        if (externalUrl) found.push({ tag, content: '', externalUrl });
      }
    }
  }
  return found;
};
