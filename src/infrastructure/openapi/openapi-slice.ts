import { isObject, pointerTo, stringOf, valueAt, type Json, type JsonObject } from './openapi-json';
import { refTarget, type DocumentSet } from './openapi-refs';
import { HTTP_METHODS } from './openapi-validate';

/*
 * A part of a document set that one operation needs (issue #35, compiled documents): the same files, holding only the
 * places the operation's page reads, each at its own pointer, so every `$ref` and every place a page names resolves
 * as it does in the whole set. A place is `file#pointer`.
 */

/** A sparse copy of some files of a set: the places kept, each at its pointer, by file. */
export type SparseFiles = Map<string, JsonObject>;

const placeKey = (file: string, pointer: string) => `${file}#${pointer}`;

const splitPlace = (place: string): { file: string; pointer: string } => {
  const hash = place.indexOf('#');
  return { file: place.slice(0, hash), pointer: place.slice(hash + 1) };
};

/** The places the `$ref`s inside `value` lead to (not followed further). */
const refsIn = (value: Json | undefined, file: string, into: Set<string>): void => {
  if (Array.isArray(value)) for (const item of value) refsIn(item, file, into);
  else if (isObject(value)) {
    const ref = stringOf(value.$ref);
    if (ref !== undefined) {
      try {
        const target = refTarget(ref, file);
        into.add(placeKey(target.file, target.pointer));
      } catch {
        // An address that is no URL: the validated set has none.
      }
    }
    for (const key in value) if (key !== '$ref') refsIn(value[key], file, into);
  }
};

/** A path item without its other operations: what one operation's page reads of it. */
const pathItemFor = (item: Json | undefined, method: string | undefined): Json | undefined => {
  if (!isObject(item) || method === undefined) return item;
  const kept: JsonObject = {};
  for (const key in item) if (key === method || !(HTTP_METHODS as readonly string[]).includes(key)) kept[key] = item[key] as Json;
  return kept;
};

/** Sets `value` at `pointer` in `files`' copy of `file`, making the objects on the way. */
const put = (files: SparseFiles, file: string, pointer: string, value: Json): void => {
  const segments = pointer.split('/').slice(1).map((raw) => raw.replace(/~1/g, '/').replace(/~0/g, '~'));
  let copy = files.get(file);
  if (!copy) {
    if (!segments.length) {
      if (isObject(value)) files.set(file, { ...value });
      return;
    }
    copy = {};
    files.set(file, copy);
  }
  if (!segments.length) return;
  let here: JsonObject = copy;
  // Copied on the way down: a place kept whole is the document's own object, which is never written to.
  for (const segment of segments.slice(0, -1)) {
    const next = here[segment];
    const copied: JsonObject = isObject(next) ? { ...next } : {};
    here[segment] = copied;
    here = copied;
  }
  const last = segments[segments.length - 1] as string;
  const present = here[last];
  here[last] = isObject(present) && isObject(value) ? mergeSparse(present, value) : value;
};

/** Two sparse copies of the same file as one: objects key by key (their shared places hold the same values). */
export const mergeSparse = (a: JsonObject, b: JsonObject): JsonObject => {
  const merged: JsonObject = { ...a };
  for (const key in b) {
    const mine = merged[key];
    const theirs = b[key] as Json;
    merged[key] = isObject(mine) && isObject(theirs) ? mergeSparse(mine, theirs) : theirs;
  }
  return merged;
};

/** Sparse files as one set again (`a`'s places and `b`'s). */
export const mergeFiles = (a: Readonly<Record<string, JsonObject>>, b: Readonly<Record<string, JsonObject>>): Record<string, JsonObject> => {
  const merged: Record<string, JsonObject> = { ...a };
  for (const file in b) merged[file] = merged[file] ? mergeSparse(merged[file], b[file] as JsonObject) : (b[file] as JsonObject);
  return merged;
};

/** What the root of every page needs whatever the operation: the version, servers, security and its schemes. */
const ROOT_PLACES = ['/openapi', '/swagger', '/jsonSchemaDialect', '/servers', '/security', '/components/securitySchemes'];

/** An operation (or webhook) of the root file: `key` 'paths' or 'webhooks', its path (or name) and method. */
export interface OperationPlace {
  readonly key: 'paths' | 'webhooks';
  readonly path: string;
  readonly method: string;
}

/**
 * Slices a validated set: for each operation, the places its page reads (its path item without the other methods, and
 * every place its `$ref`s reach, followed to the end); the places shared by many operations (`shared(count)`) go to one
 * common part, with the root's own (ROOT_PLACES), so each operation's own part stays small.
 */
export const sliceSet = (set: DocumentSet, operations: readonly OperationPlace[], shared: (operationsReaching: number) => boolean) => {
  const root = set.files.get(set.root) as JsonObject;
  const refsOf = new Map<string, Set<string>>();
  const edges = (place: string): Set<string> => {
    let found = refsOf.get(place);
    if (!found) {
      found = new Set();
      const { file, pointer } = splitPlace(place);
      const document = set.files.get(file);
      refsIn(document === undefined ? undefined : valueAt(document, pointer), file, found);
      refsOf.set(place, found);
    }
    return found;
  };
  const reach = (starts: Iterable<string>): Set<string> => {
    const seen = new Set<string>();
    const pending = [...starts];
    while (pending.length) {
      const place = pending.pop() as string;
      if (seen.has(place)) continue;
      seen.add(place);
      for (const next of edges(place)) if (!seen.has(next)) pending.push(next);
    }
    return seen;
  };
  const rootRefs = new Set<string>();
  for (const pointer of ROOT_PLACES) refsIn(valueAt(root, pointer), set.root, rootRefs);
  const rootReach = reach(rootRefs);

  const reached = operations.map((operation) => {
    const item = valueAt(root, pointerTo(`/${operation.key}`, operation.path));
    const starts = new Set<string>();
    refsIn(pathItemFor(item, operation.method), set.root, starts);
    // A path item kept elsewhere ($ref): the operation's own starts are in it.
    const itemRef = isObject(item) ? stringOf(item.$ref) : undefined;
    if (itemRef !== undefined) {
      const target = refTarget(itemRef, set.root);
      const document = set.files.get(target.file);
      starts.delete(placeKey(target.file, target.pointer));
      refsIn(pathItemFor(document === undefined ? undefined : valueAt(document, target.pointer), operation.method), target.file, starts);
      return { operation, item, itemTarget: target, places: reach(starts) };
    }
    return { operation, item, itemTarget: undefined, places: reach(starts) };
  });
  const counts = new Map<string, number>();
  for (const { places } of reached) for (const place of places) counts.set(place, (counts.get(place) ?? 0) + 1);
  const common = new Set([...rootReach, ...[...counts].filter(([, count]) => shared(count)).map(([place]) => place)]);

  const sparse = (places: Iterable<string>, files: SparseFiles = new Map()): SparseFiles => {
    for (const place of places) {
      const { file, pointer } = splitPlace(place);
      const document = set.files.get(file);
      const value = document === undefined ? undefined : valueAt(document, pointer);
      if (value !== undefined) put(files, file, pointer, value);
    }
    return files;
  };
  const commonFiles: SparseFiles = new Map([[set.root, {}]]);
  for (const pointer of ROOT_PLACES) {
    const value = valueAt(root, pointer);
    if (value !== undefined) put(commonFiles, set.root, pointer, value);
  }
  sparse(common, commonFiles);

  const own = reached.map(({ operation, item, itemTarget, places }) => {
    const files: SparseFiles = new Map([[set.root, {}]]);
    const itemPointer = pointerTo(`/${operation.key}`, operation.path);
    const kept = pathItemFor(item, operation.method);
    if (kept !== undefined) put(files, set.root, itemPointer, kept);
    if (itemTarget) {
      const document = set.files.get(itemTarget.file);
      const target = pathItemFor(document === undefined ? undefined : valueAt(document, itemTarget.pointer), operation.method);
      if (target !== undefined) put(files, itemTarget.file, itemTarget.pointer, target);
    }
    return { operation, files: sparse([...places].filter((place) => !common.has(place)), files) };
  });
  return { common: commonFiles, own };
};
