// @scalar/openapi-parser on one document, as the portal would use it: parse, upgrade Swagger 2.0 to 3.0 (with
// @scalar/openapi-upgrader, which leaves 3.x as it is: the parser's own `upgrade` would also turn every 3.0 document
// into 3.1, which the portal does not need), validate, and the dereferenced document (`validate` gives it when the
// document passes the schema; else `dereference`). It reads the one file: `$ref`s to other files are not fetched.
import { importFromCache } from './openapi-libraries-cache.mjs';

const { dereference, normalize, validate } = await importFromCache('@scalar/openapi-parser');
const { upgrade } = await importFromCache('@scalar/openapi-upgrader');

const messageOf = (error) => [error.path ?? error.instancePath, error.message].filter(Boolean).join(': ');

/** `step(name, work)` runs and times one step. */
export const readWithScalar = async (source, step) => {
  const parsed = await step('parse', () => normalize(source));
  const specification = await step('upgrade', () => upgrade(parsed, '3.0'));
  const validation = await step('validate', () => validate(specification));
  const resolved = validation.schema ?? (await step('resolve', () => dereference(specification))).schema;
  const errors = validation.errors ?? [];
  return { accepted: validation.valid, errors: errors.length, message: errors[0] && messageOf(errors[0]), document: resolved };
};
