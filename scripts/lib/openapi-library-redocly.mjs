// @redocly/openapi-core on one document, as the portal would use it: parse, bundle with every `$ref` dereferenced, and
// lint with its `spec` rule set: what the specification requires (structure, `$ref`s that resolve, path parameters
// declared, unique operationIds…), every rule an error, no style rule (its `minimal` set also fails a server address
// ending in "/"). It has no Swagger 2.0 → 3.x upgrade: a 2.0 document stays 2.0. Its lint takes text only, so it
// parses the text a second time.
import { importFromCache } from './openapi-libraries-cache.mjs';

const { bundle, createConfig, lintFromString, makeDocumentFromString } = await importFromCache('@redocly/openapi-core');
const config = await createConfig({ extends: ['spec'] });

const messageOf = (problem) => `${problem.ruleId}: ${problem.message} at ${problem.location?.[0]?.pointer ?? '?'}`;

export const readWithRedocly = async (source, step, file) => {
  const doc = await step('parse', () => makeDocumentFromString(source, file));
  const { bundle: bundled } = await step('resolve', () => bundle({ doc, config, dereference: true }));
  const problems = await step('validate', () => lintFromString({ source, absoluteRef: file, config }));
  const errors = problems.filter((problem) => problem.severity === 'error');
  return { accepted: errors.length === 0, errors: errors.length, message: errors[0] && messageOf(errors[0]), document: bundled.parsed };
};
