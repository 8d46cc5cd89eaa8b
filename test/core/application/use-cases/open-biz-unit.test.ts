import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import type { AppError } from '../../../../src/application/errors/app-error';
import type { DocPort } from '../../../../src/application/ports/doc.port';
import { createSessionStore } from '../../../../src/application/session/session';
import { makeOpenBizUnit } from '../../../../src/application/use-cases/open-biz-unit.use-case';
import { sampleUnit } from '../../../fakes/sample-docs';
import { aUser } from '../../../fakes/fake-user-port';
import { createMemoryCookieJar } from '../../../fakes/memory-cookie-jar';

const setup = (options: { publishRange?: number; visible?: boolean | AppError; signedIn?: boolean; supplierCookie?: boolean }) => {
  const calls: string[] = [];
  const unit = { ...sampleUnit, publishRange: options.publishRange ?? 0 };
  const docs: DocPort = {
    bizUnit: () => (calls.push('bizUnit'), TE.right(unit)),
    unitVisible: () => {
      calls.push('unitVisible');
      const visible = options.visible ?? true;
      return typeof visible === 'boolean' ? TE.right(visible) : TE.left(visible);
    },
    apiMenu: () => TE.right([]),
    apiDoc: () => TE.left({ kind: 'Network' }),
    apiPage: () => TE.right([]),
    guideTree: () => TE.right([]),
    guideDoc: () => TE.left({ kind: 'Network' }),
    messageMenu: () => TE.right([]),
    messageDoc: () => TE.left({ kind: 'Network' }),
    baseSdks: () => TE.right([]),
    bizSdks: () => TE.right([]),
  };
  const session = createSessionStore();
  if (options.signedIn) session.signedIn(aUser());
  else session.signedOut();
  const cookies = createMemoryCookieJar();
  if (options.supplierCookie) cookies.set('supplierId', '2001');
  return { open: makeOpenBizUnit({ docs, session, cookies }), calls, unit };
};

describe('document access', () => {
  it('an open unit is readable without any check', async () => {
    const { open, calls, unit } = setup({});
    expect(await open(101, { kind: 'released' })()).toEqual(E.right({ kind: 'readable', unit }));
    expect(calls).toEqual(['bizUnit']);
  });

  it('a restricted unit asks the visitor to log in, without a visibility check', async () => {
    const { open, calls } = setup({ publishRange: 1 });
    expect(await open(302, { kind: 'released' })()).toMatchObject(E.right({ kind: 'loginRequired' }));
    expect(calls).toEqual(['bizUnit']);
  });

  it.each([
    ['signed in', { signedIn: true }],
    ['holding a supplier cookie', { supplierCookie: true }],
  ])('a restricted unit is checked for someone %s: visible → readable, not visible → noAuthority', async (_who, who) => {
    expect(await setup({ publishRange: 1, visible: true, ...who }).open(302, { kind: 'released' })()).toMatchObject(E.right({ kind: 'readable' }));
    const hidden = setup({ publishRange: 1, visible: false, ...who });
    expect(await hidden.open(302, { kind: 'released' })()).toMatchObject(E.right({ kind: 'noAuthority' }));
    expect(hidden.calls).toEqual(['bizUnit', 'unitVisible']);
  });

  it('a failed visibility check is a failure, never the content', async () => {
    const { open } = setup({ publishRange: 1, signedIn: true, visible: { kind: 'Timeout' } });
    expect(await open(302, { kind: 'released' })()).toEqual(E.left({ kind: 'Timeout' }));
  });
});
