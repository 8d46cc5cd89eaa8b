// What the race looks for in each document, read by the portal's own OpenAPI reader (loaded from src/ by Vite's
// module runner): the menu's first operation with its first request field, and the chosen operation, the one with
// the deepest such field (deepestFirstField; the most request rows breaking ties), with that field.
import { runnerImport } from 'vite';

const rows = (nodes) => nodes.flatMap((node) => [node, ...rows(node.children)]);

/**
 * The fields a peer shows by the same name, with the names on the way to each: not through a choice of alternatives
 * (oneOf, anyOf: the peers show one at a time, and which first is theirs to choose) nor through a map's values
 * (each peer names `additionalProperties` its own way).
 */
const fieldsOf = (nodes, path = []) =>
  nodes.flatMap((node) => {
    const here = [...path, node.name];
    const through = node.children.length && !node.facts?.composition && node.name !== 'additionalProperties';
    return [{ node, path: here }, ...(through ? fieldsOf(node.children, here) : [])];
  });

/**
 * The deepest request field that is the first of its name in the operation (request fields, then response fields,
 * in reading order): a peer with everything unfolded shows it as the first text of that name.
 */
const deepestFirstField = (doc) => {
  const request = fieldsOf(doc.requestParams);
  const firsts = new Set();
  const seen = new Set();
  for (const field of [...request, ...fieldsOf(doc.responseParams)]) {
    if (!seen.has(field.node.name)) firsts.add(field);
    seen.add(field.node.name);
  }
  return request.filter((field) => firsts.has(field) && field.node.anchor).reduce((best, field) => (!best || field.path.length > best.path.length ? field : best), undefined);
};

/** `text`: the document as served; `unitId`: its unit in the portal's configuration. */
export const raceTargets = async (text, unitId) => {
  const { module } = await runnerImport(new URL('../../src/infrastructure/openapi/openapi-reader.ts', import.meta.url).pathname, { configFile: false });
  const file = 'https://race.test/document.json';
  const reading = module.readOpenApi({ root: file, files: new Map([[file, module.parseJson(text, file)]]) }, unitId, (markdown) => markdown);
  const describe = (entry) => {
    const operation = entry.at.value;
    return { id: entry.id, name: entry.name, method: entry.method.toUpperCase(), path: entry.path, operationId: operation.operationId, tag: entry.tags[0] ?? 'default' };
  };
  const first = reading.operations.find((entry) => entry.id === reading.menu[0].apis[0].id);
  const firstField = reading.apiDoc(first.id).requestParams[0];
  let chosen;
  for (const entry of reading.operations) {
    const doc = reading.apiDoc(entry.id);
    const deep = deepestFirstField(doc);
    const size = rows(doc.requestParams).length;
    if (deep && (!chosen || deep.path.length > chosen.path.length || (deep.path.length === chosen.path.length && size > chosen.rows))) {
      chosen = { entry, path: deep.path, anchor: deep.node.anchor, rows: size };
    }
  }
  return {
    operations: reading.operations.length,
    first: { ...describe(first), field: [firstField.name], anchor: firstField.anchor },
    chosen: { ...describe(chosen.entry), field: chosen.path, anchor: chosen.anchor, rows: chosen.rows },
  };
};
