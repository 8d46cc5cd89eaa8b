import { describe, expect, it } from 'vitest';
import { makeKeepToolDraft, makeRecallToolDraft } from '../../../../src/application/use-cases/tool-draft.use-case';
import { makeFormDrafts } from '../../../../src/application/use-cases/form-drafts.use-case';
import { createMemoryStore } from '../../../fakes/memory-store';

const setup = () => {
  const sessionStorage = createMemoryStore();
  const drafts = makeFormDrafts({ sessionStorage });
  return { sessionStorage, keep: makeKeepToolDraft({ drafts }), recall: makeRecallToolDraft({ drafts }) };
};

describe('tool drafts (what a reload keeps)', () => {
  it('keeps the API test settings but never the app secret or the access token', () => {
    const { sessionStorage, keep, recall } = setup();
    keep('apiTest', { environment: 'preRelease', appSource: 'jos', appType: 'partner', algorithm: 'HMacSHA256', appKey: 'KEY1', appSecret: 'S3CRET', accessToken: 'T0KEN' })();
    expect(recall('apiTest')()).toEqual({ environment: 'preRelease', appSource: 'jos', appType: 'partner', algorithm: 'HMacSHA256', appKey: 'KEY1' });
    expect(JSON.stringify(sessionStorage.get('lcp.draft.tool.apiTest'))).not.toMatch(/S3CRET|T0KEN/);
  });

  it('keeps the signature tool\'s identifiers, not the secret, the token, the URL (it carries the token) or the body', () => {
    const { keep, recall } = setup();
    keep('sign', { mode: 'url', partner: true, algorithm: 'sm3-salt', appKey: 'K', method: 'm', timestamp: '2026-01-02 03:04:05', lopDn: 'dn', baseUrl: 'https://x', appSecret: 'S', accessToken: 'T', url: 'https://x?access_token=T', paramJson: '{}', requestBody: '{}' })();
    expect(recall('sign')()).toEqual({ mode: 'url', partner: true, algorithm: 'sm3-salt', appKey: 'K', method: 'm', timestamp: '2026-01-02 03:04:05', lopDn: 'dn', baseUrl: 'https://x' });
  });

  it('keeps the token query\'s environment, never the token', () => {
    const { keep, recall } = setup();
    keep('tokenQuery', { environment: 'euProduction', accessToken: 'T' })();
    expect(recall('tokenQuery')()).toEqual({ environment: 'euProduction' });
  });

  it('reads back only valid values: a tampered or broken entry gives nothing it should not', () => {
    const { sessionStorage, recall } = setup();
    sessionStorage.set('lcp.draft.tool.apiTest', JSON.stringify({ environment: 'moon', appKey: 42, appSecret: 'S', algorithm: 'md5-salt' }));
    expect(recall('apiTest')()).toEqual({ algorithm: 'md5-salt' });
    sessionStorage.set('lcp.draft.tool.sign', '{not json');
    expect(recall('sign')()).toEqual({});
    expect(recall('tokenQuery')()).toEqual({});
  });
});
