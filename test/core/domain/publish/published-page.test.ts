import { describe, expect, it } from 'vitest';
import { formatPlatformTime, platformTimeIso } from '../../../../src/domain/doc/platform-time';
import { appAddress, appAddressOf, codeSegment, markdownTwinPath, publishedPath, unitToolRoute, type PublishedPage } from '../../../../src/domain/publish/published-page';

const PAGES: readonly [PublishedPage, string, string][] = [
  [{ kind: 'home' }, '/docs/en-us/', '/home'],
  [{ kind: 'unit', unitId: 101 }, '/docs/en-us/units/101/', '/open-business-document/access-guide/101'],
  [{ kind: 'guide', unitId: 101, docId: 7 }, '/docs/en-us/units/101/guide/7/', '/open-business-document/access-guide/101/7'],
  [{ kind: 'api', unitId: 101, apiId: 10001 }, '/docs/en-us/units/101/api/10001/', '/open-business-document/api-doc/101/10001'],
  [{ kind: 'message', unitId: 101, messageId: 5 }, '/docs/en-us/units/101/message/5/', '/open-business-document/message-doc/101/5'],
  [{ kind: 'help', docId: 9 }, '/docs/en-us/help/9/', '/devSupport/9'],
  [{ kind: 'questions' }, '/docs/en-us/questions/', '/question-docs'],
  [{ kind: 'questionType', typeCode: 'api-sign' }, '/docs/en-us/questions/api-sign/', '/question/api-sign'],
  [{ kind: 'question', typeCode: 'api-sign', code: 'P_0005' }, '/docs/en-us/questions/api-sign/P_0005/', '/qs/api-sign/P_0005'],
];

describe('published pages', () => {
  it.each(PAGES)('%o is published at an address of ids only, beside its twin, and opens the same document in the app', (page, path, route) => {
    expect(publishedPath('common', 'en-us', page)).toBe(path);
    expect(publishedPath('eu', 'en-us', page)).toBe(`/eu${path}`);
    expect(markdownTwinPath(path)).toBe(`${path.slice(0, -1)}.md`);
    expect(appAddressOf('us', 'en-us', page)).toBe(`/us/?lang=en-us#${route}`);
  });

  it('opens a unit\'s tools in the app with the API chosen', () => {
    expect(appAddress('common', 'zh-cn', unitToolRoute(101, 'api-test', 10001))).toBe('/?lang=zh-cn#/open-business-document/common-development-tools/101/api-test?apiId=10001');
    expect(unitToolRoute(101, 'sign')).toBe('/open-business-document/common-development-tools/101/sign');
  });
});

describe('a backend code as a path segment', () => {
  it('is the code when plain, else one fixed safe name that no plain code can take', () => {
    expect(codeSegment('api-sign_2')).toBe('api-sign_2');
    for (const hostile of ['..', 'a/b', '<script>', '签名', 'a b', '', 'x'.repeat(101)]) {
      expect(codeSegment(hostile)).toMatch(/^~[0-9a-f]*$/);
      expect(codeSegment(hostile)).toBe(codeSegment(hostile));
    }
    expect(codeSegment('..')).toBe('~2e2e');
    expect(codeSegment('a/b')).not.toBe(codeSegment('a_b'));
    expect(appAddressOf('common', 'zh-cn', { kind: 'question', typeCode: 'a/b', code: '签' })).toBe('/?lang=zh-cn#/qs/a%2Fb/%E7%AD%BE');
  });
});

describe('the platform\'s times', () => {
  it('reads the server\'s local text and epochs as GMT+8 and gives the same moment in ISO', () => {
    expect(platformTimeIso('2026-10-06 11:25:00')).toBe('2026-10-06T03:25:00.000Z');
    expect(platformTimeIso('2026-10-06')).toBe('2026-10-05T16:00:00.000Z');
    expect(platformTimeIso('1759721100')).toBe('2025-10-06T03:25:00.000Z');
    expect(formatPlatformTime('1759721100000')).toBe('2025-10-06 11:25');
    expect(platformTimeIso('yesterday')).toBeUndefined();
  });
});
