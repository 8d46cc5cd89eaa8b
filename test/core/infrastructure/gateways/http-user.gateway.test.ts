import * as E from 'fp-ts/Either';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHttpUserGateway } from '../../../../src/infrastructure/gateways/http-user.gateway';
import { api, createTestClient, ok, setupMswServer } from '../lcp-rest.harness';

const server = setupMswServer();

const answerUserInfo = (body: unknown) => {
  server.use(http.get(api('/hrInfo/getUserInfo'), () => HttpResponse.json(body as object)));
};

const getUserInfo = (options?: { probe?: boolean }) => {
  const { client, failures } = createTestClient();
  return { run: createHttpUserGateway(client).getUserInfo(options), failures };
};

describe('HTTP user gateway', () => {
  it('maps the user info to the domain user', async () => {
    answerUserInfo(
      ok({
        userPin: 'pin-9',
        name: '韩梅梅',
        loginUsername: 'hanmeimei',
        headImg: 'https://img.example.com/a.png',
        develop: 'yes',
        supplierId: 12,
        supplierCode: 'SUP12',
      }),
    );
    expect(await getUserInfo().run()).toEqual(
      E.right({
        userPin: 'pin-9',
        name: '韩梅梅',
        loginUsername: 'hanmeimei',
        headImg: 'https://img.example.com/a.png',
        developer: true,
        supplierId: 12,
        supplierCode: 'SUP12',
      }),
    );
  });

  it.each([
    [{ develop: 'yes' }, true],
    [{ user_develop: 'yes' }, true],
    [{ develop: 'no', user_develop: 'yes' }, true],
    [{ develop: 'no' }, false],
    [{}, false],
  ])('developer flag from %j is %s', async (flags, developer) => {
    answerUserInfo(ok({ userPin: 'p', ...flags }));
    expect(await getUserInfo().run()).toMatchObject(E.right({ developer }));
  });

  it('defaults supplierId to -1 (no team) and missing names to empty text', async () => {
    answerUserInfo(ok({ userPin: 'p', supplierId: null, name: null }));
    expect(await getUserInfo().run()).toEqual(
      E.right({ userPin: 'p', name: '', loginUsername: '', developer: false, supplierId: -1 }),
    );
  });

  it('reads a numeric string supplierId', async () => {
    answerUserInfo(ok({ userPin: 'p', supplierId: '-1' }));
    expect(await getUserInfo().run()).toMatchObject(E.right({ supplierId: -1 }));
  });

  it.each([
    ['absent', {}],
    ['empty', { userPin: '  ' }],
  ])('a %s userPin is a Contract failure of the user-info call', async (_case, fields) => {
    answerUserInfo(ok({ name: 'x', ...fields }));
    const { run, failures } = getUserInfo();
    const result = await run();
    expect(result).toMatchObject(E.left({ kind: 'Contract', endpoint: '/hrInfo/getUserInfo' }));
    expect(E.isLeft(result) && result.left.kind === 'Contract' && result.left.issues).toMatch(/^userPin: /);
    expect(failures.map((failure) => failure.meta)).toEqual([{ userInfo: true, probe: false }]);
  });

  it('marks the call as the user-info call, so NotLogin there starts the login', async () => {
    answerUserInfo({ code: 999999, error: 'NotLogin' });
    const { run, failures } = getUserInfo();
    expect(await run()).toEqual(E.left({ kind: 'NotLogin', code: 999999 }));
    expect(failures).toEqual([{ error: { kind: 'NotLogin', code: 999999 }, meta: { userInfo: true, probe: false } }]);
  });

  it('marks the start-up probe, so a visitor is not sent to the login', async () => {
    answerUserInfo({ code: 999999, error: 'NotLogin' });
    const { run, failures } = getUserInfo({ probe: true });
    expect(await run()).toEqual(E.left({ kind: 'NotLogin', code: 999999 }));
    expect(failures.map((failure) => failure.meta)).toEqual([{ userInfo: true, probe: true }]);
  });
});
