/// <reference lib="webworker" />
import { fetchDocumentText } from './fetch-document-text';
import { createOpenApiHost, OPENAPI_HOST_READY, type OpenApiRequest } from './openapi-host';
import { parseDocumentText } from './openapi-text';

/*
 * The OpenAPI documents' host, off the main thread: fetching, parsing, checking and resolving a large document never
 * holds up the page. It says it is ready once; then each message is { id, request } and each answer { id, answer }
 * (openapi-worker.channel.ts).
 */

const host = createOpenApiHost({
  fetchText: (url) => fetchDocumentText(fetch, url),
  parse: parseDocumentText,
  markdown: () => import('./openapi-markdown').then((module) => module.describeMarkdown),
});

self.addEventListener('message', (event: MessageEvent<{ id: number; request: OpenApiRequest }>) => {
  const { id, request } = event.data;
  void host.answer(request).then((answer) => self.postMessage({ id, answer }));
});

self.postMessage(OPENAPI_HOST_READY);
