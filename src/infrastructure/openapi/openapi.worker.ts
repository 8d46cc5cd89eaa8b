/// <reference lib="webworker" />
import { Marked } from 'marked';
import { markdownAlerts } from '../rich-text/markdown-alerts';
import { createOpenApiHost, HttpStatusError, type OpenApiRequest } from './openapi-host';
import { OpenApiProblem } from './openapi-json';
import { parseJson } from './openapi-reader';

/*
 * The OpenAPI documents' host, off the main thread: fetching, parsing, checking and resolving a large document never
 * holds up the page. Each message is { id, request }; each answer { id, answer } (openapi-worker.channel.ts).
 */

const markdown = new Marked({ async: false, gfm: true }, markdownAlerts);

const host = createOpenApiHost({
  fetchText: async (url) => {
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) throw new HttpStatusError(response.status);
    return response.text();
  },
  parse: async (text, file) => {
    if (/^\s*[{[]/.test(text)) return parseJson(text, file);
    const { parse, YAMLParseError } = await import('yaml');
    try {
      return parse(text) as ReturnType<typeof parseJson>;
    } catch (error) {
      if (error instanceof YAMLParseError) throw new OpenApiProblem(file, '', 'notYaml', { message: error.message });
      throw error;
    }
  },
  describe: (text) => markdown.parse(text, { async: false }),
});

self.addEventListener('message', (event: MessageEvent<{ id: number; request: OpenApiRequest }>) => {
  const { id, request } = event.data;
  void host.answer(request).then((answer) => self.postMessage({ id, answer }));
});
