import type { TFunction } from 'i18next';
import type { AuthorizationLabels } from '../../../application/ports/document-export.port';
import type { AuthScheme } from '../../../domain/doc/api-doc';

/*
 * An API's authorization in words, for its page and its download alike. The words are in the OpenAPI area
 * (lazy/openapi.json), which only a deployment on OpenAPI documents loads: they are looked up when asked for.
 */

/** What kind of authorization a scheme is, in words (`HTTP bearer token (JWT)`). */
export const schemeKind = (t: TFunction, scheme: AuthScheme): string => {
  if (scheme.type === 'apiKey') return scheme.in && scheme.parameter ? t(`openapi.authorization.apiKey.${scheme.in}`, { parameter: scheme.parameter }) : t('openapi.authorization.apiKey.any');
  if (scheme.type !== 'http') return t(`openapi.authorization.${scheme.type}`);
  if (scheme.scheme === 'bearer') return scheme.bearerFormat ? t('openapi.authorization.bearerFormat', { format: scheme.bearerFormat }) : t('openapi.authorization.bearer');
  if (scheme.scheme === 'basic') return t('openapi.authorization.basic');
  return t('openapi.authorization.http', { scheme: scheme.scheme ?? '' });
};

export const authorizationLabels = (t: TFunction): AuthorizationLabels => ({
  title: () => t('openapi.authorization.title'),
  anyOf: () => t('openapi.authorization.anyOf'),
  together: () => t('openapi.authorization.together'),
  none: () => t('openapi.authorization.none'),
  separator: () => t('openapi.authorization.separator'),
  scheme: (scheme) => {
    const kind = schemeKind(t, scheme);
    return scheme.scopes.length ? t('openapi.authorization.withScopes', { kind, scopes: scheme.scopes.join(', ') }) : kind;
  },
});
