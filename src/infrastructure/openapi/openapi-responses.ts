import type { ApiResponse, ResponseLink } from '../../domain/doc/api-doc';
import { slugify } from '../../domain/doc/anchor';
import type { ParamNode } from '../../domain/doc/param-tree';
import { isExtension, isObject, stringOf, textOf, type Json, type JsonObject } from './openapi-json';
import { declaredSchema, examplesOf, preferredMedia, withOwnWords } from './openapi-media';
import { located, resolve, type Located } from './openapi-refs';
import { createSchemaTree, type TreeContext } from './openapi-schema-tree';

/** The answer the page shows first (the first 2xx, else `default`): its tree keeps the page's `response-…` anchors. */
export const successStatus = (statuses: readonly string[]): string | undefined =>
  statuses.find((status) => /^2/.test(status)) ?? statuses.find((status) => status === 'default');

/** A response's headers as rows (name, type, required, description), each from its schema or content. */
const headersOf = (context: TreeContext, answer: Located<JsonObject>, prefix: string): ParamNode[] => {
  const headers = isObject(answer.value.headers) ? answer.value.headers : {};
  const declared = Object.keys(headers)
    .filter((name) => !isExtension(name))
    .map((name) => ({ name, header: resolve(context.set, located(answer, headers[name] as Json, 'headers', name)) as Located<JsonObject> }));
  const rows = createSchemaTree(context, prefix).fields(declared.map(({ name, header }) => ({ name, at: declaredSchema(header), required: header.value.required === true })));
  return rows.map((node, index) => withOwnWords(node, declared[index]?.header.value ?? {}, context.describe));
};

/** A response's links: the operation each leads to and the values its parameters take. */
const linksOf = (context: TreeContext, answer: Located<JsonObject>): ResponseLink[] => {
  const links = isObject(answer.value.links) ? answer.value.links : {};
  return Object.keys(links)
    .filter((name) => !isExtension(name))
    .flatMap((name) => {
      const link = resolve(context.set, located(answer, links[name] as Json, 'links', name)).value;
      if (!isObject(link)) return [];
      const parameters = isObject(link.parameters) ? link.parameters : {};
      const description = textOf(link.description);
      const operationId = textOf(link.operationId);
      const operationRef = textOf(link.operationRef);
      return [
        {
          name,
          ...(operationId ? { operationId } : {}),
          ...(operationRef ? { operationRef } : {}),
          parameters: Object.keys(parameters).map((parameter) => ({ name: parameter, value: stringOf(parameters[parameter]) ?? JSON.stringify(parameters[parameter]) })),
          ...(description ? { description: context.describe(description) } : {}),
        },
      ];
    });
};

/**
 * Every answer by status. The success's body and examples are the page's response tree and examples (not repeated
 * here, to keep a large page's message small); every other status gets its own tree, its anchors `response-404-body-…`.
 */
export const responsesOf = (context: TreeContext, operation: Located<JsonObject>): ApiResponse[] => {
  const responses = isObject(operation.value.responses) ? operation.value.responses : {};
  const success = successStatus(Object.keys(responses));
  return Object.keys(responses)
    .filter((status) => !isExtension(status))
    .map((status) => {
      const answer = resolve(context.set, located(operation, responses[status] as Json, 'responses', status)) as Located<JsonObject>;
      const slug = slugify(status);
      const media = preferredMedia(answer.value.content);
      const description = textOf(answer.value.description);
      const headers = headersOf(context, answer, `response-${slug}-header`);
      const links = linksOf(context, answer);
      const common = { status, ...(description ? { description: context.describe(description) } : {}), ...(media ? { mediaType: media[0] } : {}), headers, links };
      if (status === success || !media) return { ...common, params: [], examples: [] };
      const mediaAt = located(answer, media[1], 'content', media[0]) as Located<JsonObject>;
      const params = media[1].schema !== undefined ? createSchemaTree(context, `response-${slug}-body`).bodyFields(located(mediaAt, media[1].schema, 'schema'), 'body') : [];
      return { ...common, params, examples: examplesOf(context.set, mediaAt, `${status} ${media[0]}`) };
    });
};
