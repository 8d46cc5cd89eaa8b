import type { Environment } from '../../domain/deployment/deployment';
import type { OpenApiUnit } from '../../infrastructure/openapi/openapi-document-list';

/**
 * The list a deployment may serve beside index.html instead (the same entries as JSON; docs/openapi.md "Documents listed
 * at run time"): read at start-up, so a change needs no rebuild. Without it, the list below is the deployment's.
 */
export const OPENAPI_DOCUMENT_LIST_FILE = 'openapi-documents.json';

/*
 * CONFIGURATION TO REPLACE for a deployment whose documentation comes from OpenAPI documents (a host with
 * `docs: 'openapi'` in the host table, VITE_DOCS_SOURCE=openapi, or ?docs=openapi on a local host; docs/openapi.md).
 * Each document is a business unit: its number (keep it when the list changes: links carry it), its address (a file
 * served with the deployment, or any address the CSP's connect-src allows; relative to the portal's page), and its
 * names in the menus. Only the local environment lists documents here: the sandbox's.
 */
export const OPENAPI_DOCUMENTS: Readonly<Record<Environment, readonly OpenApiUnit[]>> = {
  prod: [],
  uat: [],
  test: [],
  local: [
    { id: 1, url: '/__sandbox/openapi/shop.yaml', name: '示例商店 API', nameEn: 'Sample shop API' },
    { id: 2, url: '/__sandbox/openapi/stripe.json', name: 'Stripe API', nameEn: 'Stripe API' },
    { id: 3, url: '/__sandbox/openapi/github.json', name: 'GitHub REST API', nameEn: 'GitHub REST API' },
    { id: 4, url: '/__sandbox/openapi/petstore-swagger2.json', name: '宠物商店 API（Swagger 2.0）', nameEn: 'Pet store API (Swagger 2.0)' },
    { id: 5, url: '/__sandbox/openapi/broken.json', name: '有误的文档（演示）', nameEn: 'A broken document (demo)' },
    { id: 6, url: '/__sandbox/openapi/generated.json', name: '生成的大型文档（20,160 个字段）', nameEn: 'Generated large document (20,160 fields)' },
  ],
};
