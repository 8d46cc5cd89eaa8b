import type { ApiDocLabels, AuthorizationLabels, GuideDocLabels, MessageDocLabels, ParamTableLabels } from '../../application/ports/document-export.port';
import { authorizationNeeded, type ApiCallback, type ApiDoc, type ApiResponse, type AuthRequirement, type AuthScheme, type CodeExample, type ErrorCodeNode } from '../../domain/doc/api-doc';
import type { MarkdownDoc } from '../../domain/doc/guide-doc';
import type { MessageDoc } from '../../domain/doc/message-doc';
import type { ParamNode } from '../../domain/doc/param-tree';
import { codeBlock, codeCell, escapeCell, escapeLine, escapeText, htmlToText, inlineCode, table } from './markdown-text';

/*
 * "Download this page": a document as a Markdown file a developer can keep or paste into a wiki. Pure functions over
 * the domain entities; every heading and label is user-visible text, so the caller passes it in its reader's language.
 */

const blocks = (...parts: readonly (string | undefined | false)[]): string =>
  `${parts.filter((part): part is string => typeof part === 'string' && part.trim() !== '').join('\n\n')}\n`;

/** Server HTML as escaped Markdown text. */
const prose = (html: string | undefined): string | undefined => {
  const text = html ? htmlToText(html) : '';
  return text ? escapeText(text) : undefined;
};

const htmlCell = (html: string | undefined): string => (html ? escapeCell(htmlToText(html)) : '');

const heading = (level: number, text: string): string => `${'#'.repeat(level)} ${escapeLine(text)}`;

const flattenParams = (nodes: readonly ParamNode[], path: readonly string[] = []): { node: ParamNode; path: string }[] =>
  nodes.flatMap((node) => {
    const here = [...path, node.name];
    return [{ node, path: here.join('.') }, ...flattenParams(node.children, here)];
  });

/** A parameter tree as one table; a nested parameter is named by its dotted path from the root. */
export const paramTable = (nodes: readonly ParamNode[], labels: ParamTableLabels): string => {
  if (nodes.length === 0) return escapeText(labels.none);
  const { columns } = labels;
  return table(
    [columns.name, columns.type, columns.required, columns.example, columns.description],
    flattenParams(nodes).map(({ node, path }) => [
      codeCell(path),
      escapeCell(node.type),
      escapeCell(labels.requirement[node.requirement]),
      node.example ? codeCell(node.example) : '',
      htmlCell(node.description),
    ]),
  );
};

const flattenErrors = (nodes: readonly ErrorCodeNode[], depth = 0): { node: ErrorCodeNode; depth: number }[] =>
  nodes.flatMap((node) => [{ node, depth }, ...flattenErrors(node.children, depth + 1)]);

/** A markdown document: its own source, under its title unless the source starts with a level-one heading. */
export const guideDocToMarkdown = (doc: MarkdownDoc, labels: GuideDocLabels): string => {
  const source = doc.markdown.replace(/\r\n?/g, '\n').replace(/^\s*\n/, '');
  const ownTitle = /^ {0,3}# /.exec(source) ? source.split('\n', 1)[0] : undefined;
  const body = ownTitle === undefined ? source : source.slice(ownTitle.length);
  const updated = doc.updateTime ? `*${escapeLine(labels.lastUpdated(doc.updateTime))}*` : undefined;
  return blocks(ownTitle ?? heading(1, doc.title), updated, body.trim());
};

/** An API's document: overview, call, addresses, authorization (when said), parameters, examples, error codes and SDKs. */
export const apiDocToMarkdown = (doc: ApiDoc, labels: ApiDocLabels): string => {
  const { parts } = labels;
  const updated = doc.updateTime ? `*${escapeLine(labels.lastUpdated(doc.updateTime))}*` : undefined;
  const facts = [
    `- ${escapeLine(labels.code)}: ${inlineCode(doc.code)}`,
    `- ${escapeLine(labels.path)}: ${inlineCode(doc.path)}`,
    doc.direction ? `- ${escapeLine(labels.direction)}: ${escapeLine(labels.directions[doc.direction])}` : undefined,
    doc.protocol ? `- ${escapeLine(labels.protocol)}: ${escapeLine(labels.protocols[doc.protocol])}` : undefined,
    doc.partner ? `- ${escapeLine(labels.partner)}` : undefined,
  ].filter(Boolean);
  const description = prose(doc.remark);
  const named = doc.environments.some((env) => env.name);
  const addresses =
    doc.environments.length === 0
      ? escapeText(labels.address.none)
      : table(
          [...(named ? [labels.address.environment] : []), labels.address.url, ...(parts.lopDn ? ['LOP-DN'] : [])],
          doc.environments.map((env) => [...(named ? [escapeCell(env.name ?? '')] : []), codeCell(env.url), ...(parts.lopDn ? [codeCell(env.lopDn ?? doc.lopDn ?? '')] : [])]),
        );
  const authorization = doc.authorization && authorizationText(doc.authorization, labels.authorization);
  const exampleGroup = (title: string, examples: readonly CodeExample[]) =>
    blocks(heading(3, title), examples.length === 0 ? escapeText(labels.examples.none) : examples.map((ex) => exampleText(ex, labels)).join('\n\n')).trim();
  const errors =
    doc.errorCodes.length === 0
      ? escapeText(labels.errors.none)
      : table(
          [labels.errors.code, labels.errors.message, ...(parts.fixColumn ? [labels.errors.fix] : [])],
          flattenErrors(doc.errorCodes).map(({ node, depth }) => [
            `${'↳ '.repeat(depth)}${codeCell(node.code)}`,
            escapeCell(node.message ?? ''),
            ...(parts.fixColumn ? [htmlCell(node.fix)] : []),
          ]),
        );
  const sdks = doc.sdks.length === 0 ? escapeText(labels.noSdk) : doc.sdks.map((sdk) => `- ${escapeLine(labels.sdkLanguages[sdk.language])}`).join('\n');
  return blocks(
    heading(1, doc.name),
    updated,
    description && blocks(heading(2, labels.description), description).trim(),
    blocks(heading(2, labels.call), facts.join('\n')).trim(),
    blocks(heading(2, labels.sections.address), addresses).trim(),
    authorization && blocks(heading(2, labels.authorization.title()), authorization).trim(),
    ...(['request', 'response'] as const).map((kind) =>
      blocks(
        heading(2, labels.sections[kind]),
        doc.mediaTypes?.[kind] ? escapeText(labels.mediaType(doc.mediaTypes[kind])) : '',
        paramTable(kind === 'request' ? doc.requestParams : doc.responseParams, labels.params),
        kind === 'response' ? doc.responses?.map((response) => responseText(doc, response, labels)).join('\n\n') : undefined,
      ).trim(),
    ),
    doc.callbacks?.length ? callbacksText(doc.callbacks, labels) : undefined,
    blocks(
      heading(2, labels.sections.examples),
      exampleGroup(labels.examples.request, doc.requestExamples),
      exampleGroup(labels.examples.response, doc.responseExamples),
      parts.emptyExceptionExample || doc.exceptionExamples.length > 0
        ? exampleGroup(labels.examples.exception, doc.exceptionExamples.map((content) => ({ content })))
        : undefined,
    ).trim(),
    blocks(heading(2, labels.sections.errors), errors).trim(),
    parts.sdk ? blocks(heading(2, labels.sections.sdk), sdks).trim() : undefined,
  );
};

/**
 * An example as a code block, named by its tag where the tag is no language (an OpenAPI example's summary); one kept in
 * a file of its own (`externalValue`) as its address.
 */
const exampleText = (example: CodeExample, labels: ApiDocLabels): string => {
  const named = example.tag && (example.externalUrl || !/^[\w+#.-]+$/.test(example.tag)) ? `${inlineCode(example.tag)}:` : '';
  if (example.externalUrl) return `${named ? `${named} ` : ''}${escapeLine(labels.responses.externalAt(example.externalUrl))}`;
  return named ? `${named}\n\n${codeBlock(example.content)}` : codeBlock(example.content, example.tag);
};

/** One status of an OpenAPI operation: description, media type, body (the success's is the table above), headers, examples, links. */
const responseText = (doc: ApiDoc, response: ApiResponse, labels: ApiDocLabels): string => {
  const words = labels.responses;
  const success = response.status === doc.successStatus;
  const columns = words.linkColumns();
  const links = table(
    [columns.name, columns.operation, columns.parameters, columns.description],
    response.links.map((link) => [
      escapeCell(link.name),
      codeCell(link.operationId ?? link.operationRef ?? ''),
      escapeCell(link.parameters.map((parameter) => `${parameter.name} = ${parameter.value}`).join('\n')),
      htmlCell(link.description),
    ]),
  );
  return blocks(
    heading(3, words.title(response.status)),
    prose(response.description),
    !success && response.mediaType ? escapeText(labels.mediaType(response.mediaType)) : undefined,
    !success && response.mediaType ? paramTable(response.params, labels.params) : undefined,
    response.headers.length ? blocks(heading(4, words.headers()), paramTable(response.headers, labels.params)).trim() : undefined,
    response.examples.length ? blocks(heading(4, words.examples()), ...response.examples.map((example) => exampleText(example, labels))).trim() : undefined,
    response.links.length ? blocks(heading(4, words.links()), links).trim() : undefined,
  ).trim();
};

/** The requests the provider sends back: each callback's address expression, its methods and their bodies. */
const callbacksText = (callbacks: readonly ApiCallback[], labels: ApiDocLabels): string =>
  blocks(
    heading(2, labels.responses.callbacks()),
    ...callbacks.map((callback) =>
      blocks(
        heading(3, callback.name),
        ...callback.operations.map((operation) =>
          blocks(
            inlineCode(`${operation.method} ${callback.expression}`),
            prose(operation.description),
            operation.mediaType ? escapeText(labels.mediaType(operation.mediaType)) : undefined,
            paramTable(operation.requestParams, labels.params),
          ).trim(),
        ),
      ).trim(),
    ),
  ).trim();

/** The accepted ways to authorize a call: a list when there are several, schemes needed together joined by +. */
const authorizationText = (requirements: readonly AuthRequirement[], labels: AuthorizationLabels): string => {
  if (!authorizationNeeded(requirements)) return escapeText(labels.none());
  const scheme = (one: AuthScheme) => `${inlineCode(one.name)}${escapeText(labels.separator())}${escapeLine(labels.scheme(one))}${one.description ? ` (${escapeLine(htmlToText(one.description))})` : ''}`;
  const way = (requirement: AuthRequirement) => (requirement.length === 0 ? escapeLine(labels.none()) : requirement.map(scheme).join(' + '));
  if (requirements.length === 1) return way(requirements[0] ?? []);
  return blocks(escapeText(labels.anyOf()), requirements.map((requirement) => `- ${way(requirement)}`).join('\n')).trim();
};

/** A push message's document: description, property table and example. */
export const messageDocToMarkdown = (doc: MessageDoc, labels: MessageDocLabels): string => {
  const title = doc.chineseName ?? doc.name;
  const subtitle = [doc.chineseName ? inlineCode(doc.name) : undefined, doc.updateTime ? `*${escapeLine(labels.lastUpdated(doc.updateTime))}*` : undefined]
    .filter(Boolean)
    .join(' · ');
  const description = prose(doc.description);
  return blocks(
    heading(1, title),
    subtitle,
    description && blocks(heading(2, labels.description), description).trim(),
    blocks(heading(2, labels.properties), paramTable(doc.properties, labels.params)).trim(),
    blocks(heading(2, labels.example), doc.example ? codeBlock(doc.example, /^\s*[[{]/.test(doc.example) ? 'json' : undefined) : escapeText(labels.noExample)).trim(),
  );
};
