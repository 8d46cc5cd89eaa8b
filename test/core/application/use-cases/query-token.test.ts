import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import type { TokenPort } from '../../../../src/application/ports/token.port';
import { makeQueryToken } from '../../../../src/application/use-cases/query-token.use-case';
import { environmentOf, type TokenGrant } from '../../../../src/domain/token/token-info';

const grant = (env: string, appKey: string): TokenGrant => ({ env, environment: environmentOf(env), appKey, pin: appKey.includes('*') ? 'me****ev' : 'merchant.dev' });

const fakeTokens = (grants: readonly TokenGrant[]) => {
  const asked: string[] = [];
  const tokens: TokenPort = {
    grantsOf: (accessToken) => {
      asked.push(accessToken);
      return TE.right(grants);
    },
  };
  return { tokens, asked };
};

describe('query token', () => {
  it('asks with the trimmed token and answers every environment when none is chosen', async () => {
    const { tokens, asked } = fakeTokens([grant('生产环境 / Production', 'APP1'), grant('测试环境 / Test', 'APP1')]);
    const result = await makeQueryToken({ tokens })({ accessToken: '  tok123 \n' })();
    expect(asked).toEqual(['tok123']);
    expect(result).toEqual(E.right({ grants: [grant('生产环境 / Production', 'APP1'), grant('测试环境 / Test', 'APP1')], masked: false, elsewhere: 0 }));
  });

  it('narrows to the chosen environment and counts the others', async () => {
    const { tokens } = fakeTokens([grant('生产环境 / Production', 'AP****01'), grant('测试环境 / Test', 'AP****01')]);
    const result = await makeQueryToken({ tokens })({ accessToken: 'tok', environment: 'test' })();
    expect(result).toEqual(E.right({ grants: [grant('测试环境 / Test', 'AP****01')], masked: true, elsewhere: 1 }));
  });

  it('refuses an empty token or one with spaces without asking the server', async () => {
    const { tokens, asked } = fakeTokens([]);
    expect(await makeQueryToken({ tokens })({ accessToken: ' ' })()).toEqual(E.left({ kind: 'Invalid', field: 'accessToken', error: 'required' }));
    expect(await makeQueryToken({ tokens })({ accessToken: 'a b' })()).toEqual(E.left({ kind: 'Invalid', field: 'accessToken', error: 'noSpaces' }));
    expect(asked).toEqual([]);
  });

  it('passes a server failure through', async () => {
    const tokens: TokenPort = { grantsOf: () => TE.left({ kind: 'Timeout' }) };
    expect(await makeQueryToken({ tokens })({ accessToken: 'tok' })()).toEqual(E.left({ kind: 'Timeout' }));
  });
});
