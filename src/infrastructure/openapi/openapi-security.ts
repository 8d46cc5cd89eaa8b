import type { AuthRequirement, AuthScheme } from '../../domain/doc/api-doc';
import { isObject, type Json, type JsonObject, pointerTo, stringOf, textOf } from './openapi-json';
import { resolve, type DocumentSet } from './openapi-refs';

export const SCHEME_TYPES: ReadonlySet<string> = new Set<AuthScheme['type']>(['apiKey', 'http', 'oauth2', 'openIdConnect', 'mutualTLS']);
export const KEY_LOCATIONS: ReadonlySet<string> = new Set(['header', 'query', 'cookie']);

/** The document's declared schemes (`components.securitySchemes`). */
export const declaredSchemes = (root: JsonObject): JsonObject => {
  const components = isObject(root.components) ? root.components : {};
  return isObject(components.securitySchemes) ? components.securitySchemes : {};
};

/**
 * How a call to the operation is authorized: its own `security`, else the document's, each requirement with its
 * schemes as declared. Undefined when neither says anything; `[]` (or an empty requirement) means none is needed.
 * The document was validated: every name is a declared scheme.
 */
export const authorizationOf = (set: DocumentSet, operation: JsonObject, describe: (markdown: string) => string): AuthRequirement[] | undefined => {
  const root = set.files.get(set.root) as JsonObject;
  const requirements = [operation.security, root.security].find(Array.isArray);
  if (requirements === undefined) return undefined;
  const schemes = declaredSchemes(root);
  return requirements.filter(isObject).map((requirement) =>
    Object.entries(requirement).map(([name, scopes]) => {
      const pointer = pointerTo('/components/securitySchemes', name);
      const scheme = resolve(set, { value: schemes[name] as Json, file: set.root, pointer }).value as JsonObject;
      return schemeOf(name, scheme, scopes, describe);
    }),
  );
};

const schemeOf = (name: string, scheme: JsonObject, scopes: Json, describe: (markdown: string) => string): AuthScheme => {
  const description = textOf(scheme.description);
  const httpScheme = stringOf(scheme.scheme);
  const bearerFormat = stringOf(scheme.bearerFormat);
  const where = stringOf(scheme.in);
  const parameter = stringOf(scheme.name);
  return {
    name,
    type: scheme.type as AuthScheme['type'],
    ...(scheme.type === 'http' && httpScheme ? { scheme: httpScheme.toLowerCase() } : {}),
    ...(scheme.type === 'http' && bearerFormat ? { bearerFormat } : {}),
    ...(scheme.type === 'apiKey' && where && parameter ? { in: where as NonNullable<AuthScheme['in']>, parameter } : {}),
    scopes: Array.isArray(scopes) ? scopes.filter((scope): scope is string => typeof scope === 'string') : [],
    ...(description ? { description: describe(description) } : {}),
  };
};
