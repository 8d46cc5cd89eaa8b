import { describe, expect, it } from 'vitest';
import { EARLY_PAGES } from '../../../build/early-chunks.vite-plugin';
import { API_DOC_PATH, hashPattern, OPEN_BUSINESS_PATH } from '../../../src/ui/routes/route-paths';

describe('the preload reads the routes\' own paths', () => {
  it('a route path becomes a hash pattern: any value for a parameter, or the one given; a query or anchor may follow', () => {
    const pattern = hashPattern('/docs/$unitId/tools/$name', { name: 'sign' });
    expect(pattern.test('#/docs/301/tools/sign')).toBe(true);
    expect(pattern.test('#/docs/301/tools/sign?x=1')).toBe(true);
    expect(pattern.test('#/docs/301/tools/sign#anchor')).toBe(true);
    expect(pattern.test('#/docs/301/tools/api-test')).toBe(false);
    expect(pattern.test('#/docs/301/302/tools/sign')).toBe(false);
    expect(hashPattern('/a.b/$id').test('#/aXb/1')).toBe(false);
  });

  it('the API document preload is the API document route, so renaming the route moves the preload with it', () => {
    expect(EARLY_PAGES[1]!.hash.source).toBe(hashPattern(`/${OPEN_BUSINESS_PATH}/${API_DOC_PATH}`).source);
    expect(EARLY_PAGES[1]!.hash.test('#/open-business-document/api-doc/301/19999')).toBe(true);
    expect(EARLY_PAGES[1]!.hash.test('#/open-business-document/message-doc/301/19999')).toBe(false);
  });
});
