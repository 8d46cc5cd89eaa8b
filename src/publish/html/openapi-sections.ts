import { authorizationNeeded, type ApiDoc, type ApiResponse, type AuthRequirement } from '../../domain/doc/api-doc';
import { slugify } from '../../domain/doc/anchor';
import { authorizationLabels } from '../../ui/docs/api-doc/authorization-labels';
import { responseLabels } from '../../ui/docs/api-doc/response-labels';
import { codeBlock, dataTable, section } from './blocks';
import { escapeHtml as e, html } from './escape';
import { paramTable } from './param-table';
import type { PublishedContext } from './published-context';

/*
 * What an OpenAPI operation's page has beyond an lcp API's: its authorization, every documented response (body,
 * headers, examples, links) and its callbacks, in the words of the app's OpenAPI page and of its download.
 */

/** The accepted ways to authorize a call: a list when there are several, schemes needed together joined by +. */
export const authorizationSection = (context: PublishedContext, requirements: readonly AuthRequirement[]): string => {
  const { t, rich } = context;
  const words = authorizationLabels(t);
  const way = (requirement: AuthRequirement) =>
    requirement.length === 0
      ? e(words.none())
      : requirement.map((scheme) => `<code>${e(scheme.name)}</code>${e(words.separator())}${e(words.scheme(scheme))}${scheme.description ? `<div class="rich">${rich.sanitize(scheme.description)}</div>` : ''}`).join(' + ');
  const body = !authorizationNeeded(requirements)
    ? `<p>${e(words.none())}</p>`
    : requirements.length === 1
      ? `<p>${way(requirements[0] ?? [])}</p>`
      : `<p>${e(words.anyOf())}</p><ul>${requirements.map((requirement) => `<li>${way(requirement)}</li>`).join('')}</ul>`;
  return section('authorization', words.title(), body);
};

const mediaType = (context: PublishedContext, type: string | undefined): string => (type ? `<p>${e(context.t('docs.api.mediaType', { type }))}</p>` : '');

/** One documented response: the success's body is the page's response tree, shown above it. */
const responseBlock = (context: PublishedContext, doc: ApiDoc, response: ApiResponse): string => {
  const { t, rich } = context;
  const words = responseLabels(t);
  const success = response.status === doc.successStatus;
  const title = words.title(response.status);
  const columns = words.linkColumns();
  return html(
    `<h3>${e(title)}</h3>`,
    response.description ? `<div class="rich">${rich.sanitize(response.description)}</div>` : '',
    !success && response.mediaType ? html(mediaType(context, response.mediaType), `<div id="response-${e(slugify(response.status))}-body">${paramTable(context, response.params, title)}</div>`) : '',
    !success && !response.mediaType ? `<p>${e(t('openapi.responses.noBody'))}</p>` : '',
    response.headers.length ? html(`<h4>${e(words.headers())}</h4>`, paramTable(context, response.headers, t('openapi.responses.headersOf', { status: response.status }))) : '',
    !success && response.examples.length
      ? html(`<h4>${e(words.examples())}</h4>`, ...response.examples.map((example) => html(example.tag ? `<p><code>${e(example.tag)}</code></p>` : '', example.externalUrl ? `<p>${e(words.externalAt(example.externalUrl))}</p>` : codeBlock(example.content, title))))
      : '',
    response.links.length
      ? html(
          `<h4>${e(words.links())}</h4>`,
          dataTable(
            words.links(),
            [columns.name, columns.operation, columns.parameters, columns.description],
            response.links.map((link) => [
              e(link.name),
              `<code>${e(link.operationId ?? link.operationRef ?? '')}</code>`,
              link.parameters.map((parameter) => `<code>${e(`${parameter.name} = ${parameter.value}`)}</code>`).join('<br>'),
              link.description ? rich.sanitize(link.description) : '',
            ]),
          ),
        )
      : '',
  );
};

/** The response section of an OpenAPI operation: the success's body tree, then every documented status. */
export const responsesBody = (context: PublishedContext, doc: ApiDoc, responses: readonly ApiResponse[]): string =>
  html(mediaType(context, doc.mediaTypes?.response), paramTable(context, doc.responseParams, context.t('docs.api.sections.response')), ...responses.map((response) => responseBlock(context, doc, response)));

export const requestBody = (context: PublishedContext, doc: ApiDoc): string =>
  html(mediaType(context, doc.mediaTypes?.request), paramTable(context, doc.requestParams, context.t('docs.api.sections.request')));

export const callbacksSection = (context: PublishedContext, doc: ApiDoc): string => {
  const { t, rich } = context;
  if (!doc.callbacks?.length) return '';
  return section(
    'callbacks',
    t('openapi.callbacks.title'),
    doc.callbacks
      .map((callback) =>
        html(
          `<h3>${e(callback.name)}</h3>`,
          ...callback.operations.map((operation) =>
            html(
              `<p><code>${e(`${operation.method} ${callback.expression}`)}</code></p>`,
              operation.description ? `<div class="rich">${rich.sanitize(operation.description)}</div>` : '',
              mediaType(context, operation.mediaType),
              paramTable(context, operation.requestParams, t('openapi.callbacks.request', { method: operation.method, name: callback.name })),
            ),
          ),
        ),
      )
      .join(''),
  );
};
