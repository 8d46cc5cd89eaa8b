import type { Composition, FieldFacts, ParamNode } from '../../domain/doc/param-tree';
import { isObject, type Json, type JsonObject, stringOf, textOf } from './openapi-json';
import { located, refTarget, resolve, type DocumentSet, type Located, type Resolved } from './openapi-refs';

/** What a tree is built with: the documents, markdown → HTML for descriptions, and the page's anchors. */
export interface TreeContext {
  readonly set: DocumentSet;
  /** A description's CommonMark as HTML (sanitized later, where every server HTML is). */
  readonly describe: (markdown: string) => string;
  /** A unique anchor for a field's path ('request-source.card.number'): one registry per page. */
  readonly anchor: (text: string) => string;
}

const COMPOSITIONS: readonly Exclude<Composition, 'allOf'>[] = ['oneOf', 'anyOf'];
const SCALARS = new Set(['string', 'number', 'integer', 'boolean']);

const schemaOf = (value: Json): JsonObject => (isObject(value) ? value : value === false ? { not: {} } : {});

const typesOf = (schema: JsonObject): string[] => {
  const type = schema.type;
  return Array.isArray(type) ? type.filter((one): one is string => typeof one === 'string') : typeof type === 'string' ? [type] : [];
};

const isNullable = (schema: JsonObject): boolean => schema.nullable === true || typesOf(schema).includes('null');

/** The type a schema has or implies, without null. */
const baseTypes = (schema: JsonObject): string[] => {
  const declared = typesOf(schema).filter((type) => type !== 'null');
  if (declared.length) return declared;
  if (isObject(schema.properties) || isObject(schema.additionalProperties) || schema.allOf) return ['object'];
  if (schema.items !== undefined) return ['array'];
  const composition = COMPOSITIONS.find((kind) => Array.isArray(schema[kind]));
  if (composition) return [composition];
  if (Array.isArray(schema.enum) && schema.enum.length) return [typeof schema.enum[0] === 'number' ? 'number' : 'string'];
  return ['any'];
};

const jsonText = (value: Json): string => (typeof value === 'string' ? value : JSON.stringify(value));
/** An allowed value as the reader must send it: the empty string written "" (Stripe's `enum: [""]`), not nothing. */
const allowedText = (value: Json): string => (value === '' ? '""' : jsonText(value));

/** An example a table row can show: a scalar, or a list of scalars (an object's example is its fields'). */
const exampleOf = (schema: JsonObject): string | undefined => {
  const value = schema.example !== undefined ? schema.example : Array.isArray(schema.examples) ? schema.examples[0] : undefined;
  if (value === undefined || value === null) return undefined;
  if (isObject(value) || (Array.isArray(value) && value.some((item) => isObject(item) || Array.isArray(item)))) return undefined;
  return jsonText(value);
};

const factsOf = (schema: JsonObject): FieldFacts => {
  const facts: {
    -readonly [key in keyof FieldFacts]: FieldFacts[key];
  } = {};
  if (Array.isArray(schema.enum)) facts.enumValues = schema.enum.map(allowedText);
  else if (schema.const !== undefined) facts.enumValues = [allowedText(schema.const)];
  if (schema.default !== undefined) facts.defaultValue = jsonText(schema.default);
  if (isNullable(schema)) facts.nullable = true;
  if (schema.readOnly === true) facts.readOnly = true;
  if (schema.writeOnly === true) facts.writeOnly = true;
  if (schema.deprecated === true) facts.deprecated = true;
  return facts;
};

/** A field while its tree is being built: children come when the breadth-first walk reaches it. */
interface Draft {
  readonly name: string;
  readonly at: Located;
  readonly required: boolean;
  readonly path: string;
  readonly extra: FieldFacts;
  id: string;
  anchor: string;
  node?: Omit<ParamNode, 'children' | 'facts'>;
  facts: FieldFacts;
  children: Draft[];
  drawnAt?: { readonly typeName: string; readonly home: { anchor: string } };
}

/**
 * Builds parameter trees from JSON schemas, breadth first. A named type (`$ref`) with fields is drawn once in a tree,
 * at its shallowest use; every other use, a recursion among them, links there: a tree grows with the document's
 * types, not with the ways they nest. oneOf / anyOf show their alternatives as children; allOf of objects merges
 * their fields and says which named parts it merged; any other allOf shows its parts.
 */
export const createSchemaTree = (context: TreeContext, prefix: string) => {
  const { set } = context;
  /** Where each named type is drawn: a row, or the section itself for the body's own type. */
  const homes = new Map<string, { anchor: string }>();
  const queue: Draft[] = [];

  const isScalar = (resolved: Resolved): boolean => baseTypes(schemaOf(resolved.value)).every((type) => SCALARS.has(type));

  const typeText = (resolved: Resolved): string => {
    const schema = schemaOf(resolved.value);
    // The type an lcp document declared, kept by the portal's own export: its documents read back as they were.
    const declared = stringOf(schema['x-type']);
    if (declared) return declared;
    const types = baseTypes(schema).map((type) => {
      if (type === 'array') {
        const items = schema.items === undefined ? undefined : resolve(set, located(resolved, schema.items, 'items'));
        return `array<${items ? (items.refName && !isScalar(items) ? items.refName : typeText(items).replace(/ \| null$/, '')) : 'any'}>`;
      }
      if (SCALARS.has(type)) {
        const format = stringOf(schema.format);
        // A no-break space: the format stays on its type's line.
        return format ? `${type}\u00a0<${format}>` : type;
      }
      return resolved.refName ?? type;
    });
    if (isNullable(schema)) types.push('null');
    return types.join(' | ');
  };

  const draft = (name: string, at: Located, required: boolean, path: string, extra: FieldFacts = {}): Draft => {
    const made: Draft = { name, at, required, path, extra, id: '', anchor: '', facts: {}, children: [] };
    queue.push(made);
    return made;
  };

  /** An object's fields, from its own properties and those of the allOf parts merged into it. */
  const objectFields = (objects: readonly Resolved[], path: string): Draft[] => {
    const required = new Set<string>();
    const fields = new Map<string, Located>();
    let extra: Located | undefined;
    for (const part of objects) {
      const schema = schemaOf(part.value);
      if (Array.isArray(schema.required)) for (const name of schema.required) if (typeof name === 'string') required.add(name);
      if (isObject(schema.properties)) for (const name in schema.properties) fields.set(name, located(part, schema.properties[name] as Json, 'properties', name));
      if (isObject(schema.additionalProperties) && Object.keys(schema.additionalProperties).length) extra = located(part, schema.additionalProperties, 'additionalProperties');
    }
    const drafts = [...fields].map(([name, at]) => draft(name, at, required.has(name), path));
    return extra ? [...drafts, draft('additionalProperties', extra, false, path)] : drafts;
  };

  /**
   * An allOf's parts and theirs, resolved; undefined when one is not a plain object. A part that includes one of the
   * types already being merged (an allOf cycle) adds nothing more: its fields are merged once.
   */
  const mergeableParts = (part: Resolved, seen: ReadonlySet<string>): Resolved[] | undefined => {
    const schema = schemaOf(part.value);
    if (!Array.isArray(schema.allOf)) return [part];
    const parts: Resolved[] = [part];
    for (const [index, raw] of schema.allOf.entries()) {
      const next = resolve(set, located(part, raw, 'allOf', index));
      if (next.refKey && seen.has(next.refKey)) continue;
      const nextSchema = schemaOf(next.value);
      if (!baseTypes(nextSchema).every((type) => type === 'object') || COMPOSITIONS.some((kind) => nextSchema[kind] !== undefined)) return undefined;
      const below = mergeableParts(next, next.refKey ? new Set([...seen, next.refKey]) : seen);
      if (!below) return undefined;
      parts.push(...below);
    }
    return parts;
  };

  /** An alternative's name: its discriminator value when the mapping names it, else its type or title. */
  const alternatives = (parent: Resolved, kind: Composition, path: string): Draft[] => {
    const mapped = mappedNames(parent);
    return (schemaOf(parent.value)[kind] as Json[]).map((raw, index) => {
      const at = located(parent, raw, kind, index);
      const part = resolve(set, at);
      const name = (part.refKey && mapped.get(part.refKey)) ?? part.refName ?? textOf(schemaOf(part.value).title) ?? `${kind}[${String(index)}]`;
      return draft(name, at, false, path);
    });
  };

  /** A discriminator's mapping as the alternatives' names by where they lead (a `$ref`, or a schema's bare name). */
  const mappedNames = (parent: Resolved): Map<string, string> => {
    const discriminator = schemaOf(parent.value).discriminator;
    const mapping = isObject(discriminator) && isObject(discriminator.mapping) ? discriminator.mapping : {};
    const names = new Map<string, string>();
    for (const value in mapping) {
      const target = stringOf(mapping[value]);
      if (target === undefined) continue;
      try {
        const ref = /[#/]/.test(target) ? refTarget(target, parent.file) : { file: parent.file, pointer: `/components/schemas/${target}` };
        names.set(`${ref.file}#${ref.pointer}`, value);
      } catch {
        // An address that is no URL names no alternative: they keep their own names.
      }
    }
    return names;
  };

  /** What a oneOf / anyOf row says of its alternatives: which kind, and the field that tells them apart. */
  const compositionFacts = (schema: JsonObject, composition: Composition): FieldFacts => {
    const property = isObject(schema.discriminator) ? textOf(schema.discriminator.propertyName) : undefined;
    return property === undefined ? { composition } : { composition, discriminator: property };
  };

  /** A schema drawn at its first home (by `key`); anywhere else it links there. */
  const claimKey = (key: string, typeName: string, here: { anchor: string }): { typeName: string; home: { anchor: string } } | undefined => {
    const home = homes.get(key);
    if (home) return { typeName, home };
    homes.set(key, here);
    return undefined;
  };

  /** A named type with fields is drawn at its first home; anywhere else it links there. */
  const claim = (resolved: Resolved, here: { anchor: string }) =>
    resolved.refKey && !isScalar(resolved) ? claimKey(resolved.refKey, resolved.refName ?? '', here) : undefined;

  /** The rows under a schema, and what the row above them says of them. */
  const shapeOf = (resolved: Resolved, path: string, row: Draft | { anchor: string }): Pick<Draft, 'children' | 'facts' | 'drawnAt'> => {
    const schema = schemaOf(resolved.value);
    if (baseTypes(schema).includes('array') && schema.items !== undefined) {
      const items = resolve(set, located(resolved, schema.items, 'items'));
      const drawnAt = claim(items, row);
      return drawnAt ? { children: [], facts: {}, drawnAt } : shapeOf(items, path, row);
    }
    if (Array.isArray(schema.allOf)) {
      const parts = mergeableParts(resolved, new Set(resolved.refKey ? [resolved.refKey] : []));
      if (!parts) return { children: alternatives(resolved, 'allOf', path), facts: { composition: 'allOf' } };
      const named = parts.slice(1).flatMap((part) => (part.refName ? [part.refName] : []));
      /*
       * Drawn once per tree, as a named type is. `allOf: [{ $ref }]` with nothing of its own (how OpenAPI 3.0 gives
       * a reference a description) is that type; any other merge is known by where it is written. Drawn at every
       * use, types that reach each other through such merges grew without end (Jira's spec ran out of 4 GB).
       */
      const only = parts.length === 2 && !isObject(schema.properties) ? parts[1] : undefined;
      // A named merge was claimed as itself (by the row, or the body's section) before its shape was asked for.
      const inlineKey = resolved.refKey === undefined ? `${resolved.file}#${resolved.pointer}` : undefined;
      const drawnAt = only?.refKey ? claim(only, row) : inlineKey ? claimKey(inlineKey, named.join(', '), row) : undefined;
      if (drawnAt) return { children: [], facts: {}, drawnAt };
      return { children: objectFields(parts, path), facts: named.length ? { mergedFrom: named } : {} };
    }
    const composition = COMPOSITIONS.find((kind) => Array.isArray(schema[kind]));
    const fields = objectFields([resolved], path);
    if (!composition) return { children: fields, facts: {} };
    if (!fields.length) return { children: alternatives(resolved, composition, path), facts: compositionFacts(schema, composition) };
    // Fields and alternatives both: the alternatives go under one row named for the keyword.
    const group = draft(composition, { value: {}, file: resolved.file, pointer: resolved.pointer }, false, path);
    group.facts = compositionFacts(schema, composition);
    group.node = { id: '', anchor: '', name: composition, type: composition, requirement: 'optional' };
    group.children = alternatives(resolved, composition, path ? `${path}.${composition}` : composition);
    return { children: [...fields, group], facts: {} };
  };

  /** Reads a field's own schema and queues its children. */
  const build = (field: Draft): void => {
    const here = field.path ? `${field.path}.${field.name}` : field.name;
    field.anchor = context.anchor(`${prefix}-${here}`);
    // Unique on the page, the anchor is the row's id too: one string for both (the page's copy keeps one,
    // shareRepeatedStrings), 0.6 MB less for a 20,160-field tree.
    field.id = field.anchor;
    if (field.node) {
      field.node = { ...field.node, id: field.id, anchor: field.anchor };
      return;
    }
    const resolved = resolve(set, field.at);
    const schema = schemaOf(resolved.value);
    const description = textOf(schema.description);
    field.node = {
      id: field.id,
      anchor: field.anchor,
      // A field named "" (real documents have them) is shown as what it is, never as an empty cell.
      name: field.name || '""',
      type: typeText(resolved),
      requirement: field.required ? 'required' : schema['x-requirement'] === 'conditional' ? 'conditional' : 'optional',
      example: exampleOf(schema),
      description: description ? context.describe(description) : undefined,
    };
    const drawnAt = claim(resolved, field);
    const shape: Pick<Draft, 'children' | 'facts' | 'drawnAt'> = drawnAt ? { children: [], facts: {}, drawnAt } : shapeOf(resolved, here, field);
    field.children = shape.children;
    field.drawnAt = shape.drawnAt;
    field.facts = { ...factsOf(schema), ...field.extra, ...shape.facts };
  };

  const finish = (field: Draft): ParamNode => {
    const facts: FieldFacts = field.drawnAt ? { ...field.facts, drawnAt: { typeName: field.drawnAt.typeName, anchor: field.drawnAt.home.anchor } } : field.facts;
    return {
      ...(field.node as Omit<ParamNode, 'children' | 'facts'>),
      children: field.children.map(finish),
      ...(Object.keys(facts).length ? { facts } : {}),
    };
  };

  /** Builds every queued field, shallowest first, then the finished rows of `roots`. */
  const grow = (roots: readonly Draft[]): ParamNode[] => {
    for (let index = 0; index < queue.length; index += 1) build(queue[index] as Draft);
    queue.length = 0;
    return roots.map(finish);
  };

  return {
    /** Top-level fields, each with its own extra facts (a parameter's place), grown together. */
    fields: (roots: readonly { name: string; at: Located; required: boolean; extra?: FieldFacts }[]): ParamNode[] =>
      grow(roots.map((root) => draft(root.name, root.at, root.required, '', root.extra))),
    /** The fields of a body: an object's own fields at the top, anything else as one field named `name`. */
    bodyFields: (at: Located, name: string): ParamNode[] => {
      const resolved = resolve(set, at);
      const schema = schemaOf(resolved.value);
      const types = baseTypes(schema);
      const plainObject = types.length === 1 && types[0] === 'object' && !isNullable(schema) && !COMPOSITIONS.some((kind) => schema[kind] !== undefined);
      if (!plainObject || (resolved.refKey === undefined && !isObject(schema.properties) && !schema.allOf)) return grow([draft(name, at, false, '')]);
      // The body's own type is drawn by the section (whose id is the prefix): a field of that type links to it.
      const section = { anchor: prefix };
      if (resolved.refKey) homes.set(resolved.refKey, section);
      return grow(shapeOf(resolved, '', section).children);
    },
  };
};
