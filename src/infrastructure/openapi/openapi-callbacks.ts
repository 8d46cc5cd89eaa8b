import type { ApiCallback } from '../../domain/doc/api-doc';
import { slugify } from '../../domain/doc/anchor';
import { isExtension, isObject, textOf, type Json, type JsonObject } from './openapi-json';
import { preferredMedia } from './openapi-media';
import { located, resolve, type Located } from './openapi-refs';
import { createSchemaTree, type TreeContext } from './openapi-schema-tree';
import { HTTP_METHODS } from './openapi-validate';

/** The requests an operation's provider sends back (OpenAPI `callbacks`): each address expression, its methods and bodies. */
export const callbacksOf = (context: TreeContext, operation: Located<JsonObject>): ApiCallback[] => {
  const callbacks = isObject(operation.value.callbacks) ? operation.value.callbacks : {};
  return Object.keys(callbacks)
    .filter((name) => !isExtension(name))
    .flatMap((name) => {
      const callback = resolve(context.set, located(operation, callbacks[name] as Json, 'callbacks', name)) as Located<JsonObject>;
      if (!isObject(callback.value)) return [];
      return Object.keys(callback.value)
        .filter((expression) => !isExtension(expression))
        .map((expression) => {
          const item = resolve(context.set, located(callback, callback.value[expression] as Json, expression)) as Located<JsonObject>;
          const methods = isObject(item.value) ? HTTP_METHODS.filter((method) => isObject(item.value[method])) : [];
          return { name, expression, operations: methods.map((method) => callbackOperation(context, located(item, item.value[method] as Json, method) as Located<JsonObject>, `callback-${slugify(name)}-${method}`, method)) };
        });
    });
};

const callbackOperation = (context: TreeContext, operation: Located<JsonObject>, prefix: string, method: string): ApiCallback['operations'][number] => {
  const description = textOf(operation.value.description) ?? textOf(operation.value.summary);
  const common = { method: method.toUpperCase(), ...(description ? { description: context.describe(description) } : {}) };
  if (operation.value.requestBody === undefined) return { ...common, requestParams: [] };
  const body = resolve(context.set, located(operation, operation.value.requestBody, 'requestBody')) as Located<JsonObject>;
  const media = preferredMedia(body.value.content);
  if (!media) return { ...common, requestParams: [] };
  const schema = media[1].schema;
  const requestParams = schema === undefined ? [] : createSchemaTree(context, prefix).bodyFields(located(body, schema, 'content', media[0], 'schema'), 'body');
  return { ...common, mediaType: media[0], requestParams };
};
