import { describe, expect, it } from 'vitest';
import {
  appKeyProblem,
  authorizeUrl,
  carriesAuthorizationAnswer,
  readAuthorizationAnswer,
  redirectUriOf,
  withoutAuthorizationAnswer,
} from '../../../src/domain/oauth/app-authorization';

const PENDING = { appKey: 'FRESH0APPKEY0001', state: 's'.repeat(32) };
const TOKEN = 'https://oauth.example.net/oauth/token';
const back = (query: string) => `https://open.example.com/us/?variant=external&${query}#/home`;

describe('app authorization rules', () => {
  it.each([
    ['', 'required'],
    ['FRESH 0001', 'spaces'],
    ['\tKEY', 'spaces'],
    ['FRESH0APPKEY0001', undefined],
  ])('app key %j → %s', (appKey, problem) => {
    expect(appKeyProblem(appKey)).toBe(problem);
  });

  it('returns to this page without its hash route or an earlier answer', () => {
    expect(redirectUriOf('https://open.example.com/us/?variant=external&code=old&state=x#/oauth?appKey=A')).toBe(
      'https://open.example.com/us/?variant=external',
    );
  });

  it('asks for a code for the app key, with the return address and the state', () => {
    const url = new URL(authorizeUrl('https://oauth.example.net/oauth/authorize', PENDING, 'https://open.example.com/'));
    expect(url.origin + url.pathname).toBe('https://oauth.example.net/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'FRESH0APPKEY0001',
      redirect_uri: 'https://open.example.com/',
      state: PENDING.state,
    });
  });

  it('recognises an answer only with a state and a code or an error', () => {
    expect(carriesAuthorizationAnswer(back(`code=C1&state=${PENDING.state}`))).toBe(true);
    expect(carriesAuthorizationAnswer(back(`error=access_denied&state=${PENDING.state}`))).toBe(true);
    expect(carriesAuthorizationAnswer(back('code=C1'))).toBe(false);
    expect(carriesAuthorizationAnswer('https://open.example.com/#/oauth?code=C1&state=x')).toBe(false);
  });

  it('a granted answer gives the code and what the exchange needs', () => {
    expect(readAuthorizationAnswer(back(`code=C1&state=${PENDING.state}`), PENDING, TOKEN)).toEqual({
      kind: 'granted',
      appKey: PENDING.appKey,
      code: 'C1',
      redirectUri: 'https://open.example.com/us/?variant=external',
      tokenEndpoint: TOKEN,
    });
  });

  it('a declined answer and a refusal with its description', () => {
    expect(readAuthorizationAnswer(back(`error=access_denied&state=${PENDING.state}`), PENDING, TOKEN)).toEqual({
      kind: 'denied',
      appKey: PENDING.appKey,
    });
    expect(
      readAuthorizationAnswer(back(`error=invalid_client&error_description=unknown%20app&state=${PENDING.state}`), PENDING, TOKEN),
    ).toEqual({ kind: 'failed', appKey: PENDING.appKey, error: 'invalid_client', description: 'unknown app' });
  });

  it.each([
    ['another state', `code=C1&state=forged`, PENDING],
    ['no request of this tab', `code=C1&state=${PENDING.state}`, undefined],
  ])('never trusts an answer with %s', (_name, query, pending) => {
    expect(readAuthorizationAnswer(back(query), pending, TOKEN)).toEqual({ kind: 'unexpected' });
  });

  it('takes the answer out of the address and opens the given route', () => {
    expect(withoutAuthorizationAnswer(back(`code=C1&state=${PENDING.state}`), '#/oauth')).toBe(
      'https://open.example.com/us/?variant=external#/oauth',
    );
  });
});
