import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { makeAppAuthorization } from '../../../../src/application/use-cases/app-authorization.use-case';
import { createFakeLocation } from '../../../fakes/fake-location';
import { createMemoryStore } from '../../../fakes/memory-store';
import { PENDING_AUTHORIZATION_KEY } from '../../../../src/application/session/storage-keys';

const STATE = 'a'.repeat(32);

const setup = (href = 'https://open.example.com/#/oauth?appKey=FRESH0APPKEY0001', stored?: string) => {
  const location = createFakeLocation(href);
  const sessionStorage = createMemoryStore(stored ? { [PENDING_AUTHORIZATION_KEY]: stored } : {});
  const authorization = makeAppAuthorization({
    location,
    sessionStorage,
    randomId: () => STATE,
    oauthOrigin: () => 'https://oauth.example.net',
    isAllowedRedirect: (url) => new URL(url).hostname.endsWith('example.net'),
  });
  return { authorization, location, sessionStorage };
};

describe('/oauth: authorizing an app key', () => {
  it('hands the app key over to the gateway authorization, remembering the request in this tab', () => {
    const { authorization, location, sessionStorage } = setup();
    const target = `https://oauth.example.net/oauth/authorize?response_type=code&client_id=FRESH0APPKEY0001&redirect_uri=${encodeURIComponent('https://open.example.com/')}&state=${STATE}`;
    expect(authorization.start('FRESH0APPKEY0001')()).toEqual(E.right(target));
    expect(location.assigned).toEqual([target]);
    expect(JSON.parse(sessionStorage.get(PENDING_AUTHORIZATION_KEY) ?? '')).toEqual({ appKey: 'FRESH0APPKEY0001', state: STATE });
  });

  it.each([
    ['', 'required'],
    ['FRESH 0001', 'spaces'],
  ])('refuses the app key %j (%s) and stays', (appKey, problem) => {
    const { authorization, location } = setup();
    expect(authorization.start(appKey)()).toEqual(E.left({ kind: 'Invalid', problem }));
    expect(location.assigned).toEqual([]);
  });

  it('never goes to an authorization address off the allow-list', () => {
    const location = createFakeLocation('https://open.example.com/#/oauth');
    const authorization = makeAppAuthorization({
      location,
      sessionStorage: createMemoryStore(),
      randomId: () => STATE,
      oauthOrigin: () => 'https://evil.example.org',
      isAllowedRedirect: () => false,
    });
    expect(authorization.start('KEY')()).toEqual(E.left({ kind: 'RedirectRefused' }));
    expect(location.assigned).toEqual([]);
  });

  it('on return keeps the outcome, forgets the request and takes the code out of the address', () => {
    const { authorization, location, sessionStorage } = setup(
      `https://open.example.com/?code=C1&state=${STATE}`,
      JSON.stringify({ appKey: 'FRESH0APPKEY0001', state: STATE }),
    );
    const outcome = authorization.complete();
    expect(outcome).toMatchObject({ kind: 'granted', code: 'C1', appKey: 'FRESH0APPKEY0001', tokenEndpoint: 'https://oauth.example.net/oauth/token' });
    expect(authorization.outcome()).toBe(outcome);
    expect(location.href()).toBe('https://open.example.com/#/oauth');
    expect(sessionStorage.get(PENDING_AUTHORIZATION_KEY)).toBeNull();
    authorization.clear();
    expect(authorization.outcome()).toBeUndefined();
  });

  it('an answer whose state this tab did not make is ignored and said, even with a damaged request in storage', () => {
    const { authorization } = setup(`https://open.example.com/?code=C1&state=${STATE}`, '{not json');
    expect(authorization.complete()).toEqual({ kind: 'unexpected' });
  });

  it('an address without an answer changes nothing', () => {
    const { authorization, location } = setup('https://open.example.com/?state=x#/home');
    expect(authorization.complete()).toBeUndefined();
    expect(location.href()).toBe('https://open.example.com/?state=x#/home');
  });
});
