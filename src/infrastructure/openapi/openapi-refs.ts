import { isObject, OpenApiProblem, pointerTo, stringOf, valueAt, type Json, type JsonObject } from './openapi-json';

/** A document and the files its `$ref`s reach, by absolute address. */
export interface DocumentSet {
  readonly root: string;
  readonly files: ReadonlyMap<string, Json>;
}

/** A value and where it lives: the file and the pointer in it. */
export interface Located<T extends Json = Json> {
  readonly value: T;
  readonly file: string;
  readonly pointer: string;
}

/** A value reached through `$ref`s, with the name of the last one ('Charge' for '#/components/schemas/Charge'). */
export interface Resolved extends Located {
  /** Where the last `$ref` led, as one key: `${file}#${pointer}` (undefined when no `$ref` was followed). */
  readonly refKey?: string;
  readonly refName?: string;
}

/** A value found below `parent`, at `segments`. */
export const located = (parent: Located, value: Json, ...segments: (string | number)[]): Located => ({ value, file: parent.file, pointer: pointerTo(parent.pointer, ...segments) });

/** The file and pointer a `$ref` written in `from` leads to. */
export const refTarget = (ref: string, from: string): { file: string; pointer: string } => {
  const hash = ref.indexOf('#');
  const address = hash < 0 ? ref : ref.slice(0, hash);
  const fragment = hash < 0 ? '' : ref.slice(hash + 1);
  return { file: address ? new URL(address, from).href : from, pointer: decodeURIComponent(fragment) };
};

/** Every file a document's `$ref`s name besides its own, as absolute addresses. */
export const referencedFiles = (document: Json, file: string): Set<string> => {
  const found = new Set<string>();
  const walk = (value: Json): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (isObject(value)) {
      const ref = stringOf(value.$ref);
      if (ref !== undefined && !ref.startsWith('#')) found.add(refTarget(ref, file).file);
      for (const key in value) if (key !== '$ref') walk(value[key] as Json);
    }
  };
  walk(document);
  found.delete(file);
  return found;
};

const MAX_HOPS = 64;

/**
 * `located` itself, or what its `$ref` chain leads to. A `$ref`'s own `description` and `summary` (allowed beside it
 * from OpenAPI 3.1) win over the target's.
 */
export const resolve = (set: DocumentSet, located: Located): Resolved => {
  let here: Resolved = located;
  const seen = new Set<string>();
  for (let hops = 0; hops < MAX_HOPS; hops += 1) {
    const node = here.value;
    const ref = isObject(node) ? stringOf(node.$ref) : undefined;
    if (ref === undefined) return here;
    const target = refTarget(ref, here.file);
    const key = `${target.file}#${target.pointer}`;
    if (seen.has(key)) throw new OpenApiProblem(here.file, here.pointer, 'refLoop', { ref });
    seen.add(key);
    const file = set.files.get(target.file);
    const value = file === undefined ? undefined : valueAt(file, target.pointer);
    if (value === undefined) throw new OpenApiProblem(here.file, here.pointer, 'refNowhere', { ref });
    const overrides = siblingsOf(node as JsonObject);
    here = {
      value: overrides && isObject(value) ? { ...value, ...overrides } : value,
      file: target.file,
      pointer: target.pointer,
      refKey: key,
      refName: (target.pointer.split('/').pop() ?? '').replace(/~1/g, '/').replace(/~0/g, '~') || undefined,
    };
  }
  throw new OpenApiProblem(located.file, located.pointer, 'refChain', { count: String(MAX_HOPS) });
};

const siblingsOf = (node: JsonObject): JsonObject | undefined => {
  const picked: JsonObject = {};
  if (typeof node.description === 'string') picked.description = node.description;
  if (typeof node.summary === 'string') picked.summary = node.summary;
  return Object.keys(picked).length ? picked : undefined;
};
