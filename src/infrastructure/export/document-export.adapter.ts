import type { DocumentExport } from '../../application/ports/document-export.port';
import { apiDocToMarkdown, guideDocToMarkdown, messageDocToMarkdown } from './doc-markdown-export';
import { apiDocToOpenApi, messageDocToOpenApi, type OpenApiDocument } from './openapi-export';

const json = (spec: OpenApiDocument): string => `${JSON.stringify(spec, null, 2)}\n`;

/** The Markdown and OpenAPI exporters: the file text of a document, made in the browser. */
export const createDocumentExport = (): DocumentExport => ({
  guideToMarkdown: guideDocToMarkdown,
  apiToMarkdown: apiDocToMarkdown,
  messageToMarkdown: messageDocToMarkdown,
  apiToOpenApi: (doc) => json(apiDocToOpenApi(doc)),
  messageToOpenApi: (doc) => json(messageDocToOpenApi(doc)),
});
