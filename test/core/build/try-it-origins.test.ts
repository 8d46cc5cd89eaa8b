import { describe, expect, it } from 'vitest';
import { documentOrigins } from '../../../build/deploy/try-it-origins';
import { petstoreDocument, shopDocument, sharedDocument } from '../infrastructure/openapi/openapi-fixture';

const PORTAL = 'https://portal.example.test';
const files: Record<string, unknown> = {
  [`${PORTAL}/specs/shop.json`]: {
    ...shopDocument(),
    servers: [{ url: '/local/v2' }, ...(shopDocument().servers as unknown[]), { url: 'https://{env}.api.test', variables: { env: { default: 'live', enum: ['live', 'sandbox'] } } }],
  },
  [`${PORTAL}/specs/common/shared.json`]: sharedDocument(),
  'https://elsewhere.test/petstore.json': petstoreDocument(),
};

describe("Try it's servers, read from the deployment's documents", () => {
  it("lists every operation's server origin, each allowed variable value, once, sorted; the portal's own and other files' not", async () => {
    const asked: string[] = [];
    const fetchText = (url: string) => {
      asked.push(url);
      const document = files[url];
      return document === undefined ? Promise.reject(new Error(`no ${url}`)) : Promise.resolve(JSON.stringify(document));
    };
    const origins = await documentOrigins(['/specs/shop.json', 'https://elsewhere.test/petstore.json'], fetchText, PORTAL);
    expect(origins).toEqual(['http://pets.example.test', 'https://eu.shop.test', 'https://live.api.test', 'https://pets.example.test', 'https://sandbox.api.test']);
    // The file a $ref reaches was read too, as the page reads it.
    expect(asked).toContain(`${PORTAL}/specs/common/shared.json`);
  });

  it('says which document could not be read', async () => {
    await expect(documentOrigins(['/specs/missing.json'], (url) => Promise.reject(new Error(`no ${url}`)), PORTAL)).rejects.toThrow(`no ${PORTAL}/specs/missing.json`);
  });
});
