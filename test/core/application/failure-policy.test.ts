import { describe, expect, it } from 'vitest';
import type { AppError, CallerFailureMeta, CallMeta } from '../../../src/application/errors/app-error';
import { canRetry, decideFailureEffect, describeError, type FailureEffect } from '../../../src/application/errors/failure-policy';
import type { Message } from '../../../src/application/notifications/message';
import type { Variant } from '../../../src/domain/deployment/deployment';
import { externalDeployment, featuresOf, internalDeployment } from '../../fakes/deployments';

const VARIANTS: readonly Variant[] = ['internal', 'external'];
/** The failure policy's part of each variant's features. */
const notLoginOnUserInfo = (variant: Variant) => featuresOf(variant === 'internal' ? internalDeployment : externalDeployment).notLoginOnUserInfo;
const toast = (message: Message): FailureEffect => ({ kind: 'toast', message, durationMs: 5000 });
const none: FailureEffect = { kind: 'none' };
const startLogin: FailureEffect = { kind: 'startLogin' };
const reloginPrompt: FailureEffect = { kind: 'reloginPrompt' };

type Meta = CallMeta & CallerFailureMeta;
const userInfo: Meta = { userInfo: true };
const silent: Meta = { silent: true };
const plain: Meta = {};
const probe: Meta = { userInfo: true, probe: true };
const describedOnly: Meta = { toastOnlyDescribed: true };

/** Spec §8, row by row: [row, error, meta, effect on internal, effect on external]. */
const rows: [string, AppError, Meta, FailureEffect, FailureEffect][] = [
  ['999999 + NotLogin on user-info starts login', { kind: 'NotLogin', code: 999999 }, userInfo, startLogin, startLogin],
  ['NotLogin on the start-up user-info probe leaves a visitor alone', { kind: 'NotLogin', code: 999999 }, probe, none, none],
  ['999999 + NotLogin on another call prompts re-login', { kind: 'NotLogin', code: 999999 }, plain, reloginPrompt, reloginPrompt],
  ['999999 + NotLogin on a silent call still prompts re-login', { kind: 'NotLogin', code: 999999 }, silent, reloginPrompt, reloginPrompt],
  ['401 + NotLogin on user-info starts login on external only', { kind: 'NotLogin', code: 401 }, userInfo, reloginPrompt, startLogin],
  ['401 + NotLogin on another call prompts re-login', { kind: 'NotLogin', code: 401 }, plain, reloginPrompt, reloginPrompt],
  ['other 999999 shows the server message', { kind: 'Business', code: 999999, message: '系统繁忙' }, plain, toast({ text: '系统繁忙' }), toast({ text: '系统繁忙' })],
  ['other code shows the server message', { kind: 'Business', code: 30001, message: 'No unit' }, plain, toast({ text: 'No unit' }), toast({ text: 'No unit' })],
  ['other code without a message shows the generic error', { kind: 'Business', code: 30001 }, plain, toast({ key: 'common.errors.generic' }), toast({ key: 'common.errors.generic' })],
  ['other code with a blank message shows the generic error', { kind: 'Business', code: 30001, message: '  ' }, plain, toast({ key: 'common.errors.generic' }), toast({ key: 'common.errors.generic' })],
  ['other code on a silent call shows nothing', { kind: 'Business', code: 30001, message: 'x' }, silent, none, none],
  ['the business-unit list: a failure with a zh_desc says it', { kind: 'Business', code: 30001, message: 'x', zhDesc: '查询失败' }, describedOnly, toast({ text: '查询失败' }), toast({ text: '查询失败' })],
  ['the business-unit list: a failure without a zh_desc stays in place', { kind: 'Business', code: 30001, message: 'x' }, describedOnly, none, none],
  ['the business-unit list: a timeout stays in place', { kind: 'Timeout' }, describedOnly, none, none],
  ['other code on user-info shows the server message', { kind: 'Business', code: 30001, message: 'x' }, userInfo, toast({ text: 'x' }), toast({ text: 'x' })],
  ['HTTP 401 prompts re-login', { kind: 'Http', status: 401 }, plain, reloginPrompt, reloginPrompt],
  ['HTTP 520 prompts re-login', { kind: 'Http', status: 520 }, plain, reloginPrompt, reloginPrompt],
  ['HTTP 401 on a silent call still prompts re-login', { kind: 'Http', status: 401 }, silent, reloginPrompt, reloginPrompt],
  ['HTTP 401 on user-info does not prompt: it failed to get the customer info', { kind: 'Http', status: 401 }, userInfo, toast({ key: 'common.errors.userInfoFailed' }), toast({ key: 'common.errors.userInfoFailed' })],
  ['a user-info answer without a message: failed to get the customer info', { kind: 'Business', code: 30001 }, userInfo, toast({ key: 'common.errors.userInfoFailed' }), toast({ key: 'common.errors.userInfoFailed' })],
  ['a user-info answer without userPin: get user info failed', { kind: 'Contract', endpoint: '/hrInfo/getUserInfo', issues: 'userPin: missing' }, userInfo, toast({ key: 'common.errors.userInfoMissing' }), toast({ key: 'common.errors.userInfoMissing' })],
  ['a network failure of user info: failed to get the customer info', { kind: 'Network' }, userInfo, toast({ key: 'common.errors.userInfoFailed' }), toast({ key: 'common.errors.userInfoFailed' })],
  ['a user-info timeout stays a timeout', { kind: 'Timeout' }, userInfo, toast({ key: 'common.errors.timeout' }), toast({ key: 'common.errors.timeout' })],
  ['the silent start-up probe shows nothing for a user-info failure', { kind: 'Network' }, probe, none, none],
  ['HTTP 520 on the start-up probe shows nothing', { kind: 'Http', status: 520 }, probe, none, none],
  ['a timeout of the start-up probe shows nothing', { kind: 'Timeout' }, probe, none, none],
  ['a user-info call its caller says is silent shows nothing', { kind: 'Business', code: 30001, message: 'x' }, { userInfo: true, silent: true }, none, none],
  ['other HTTP status shows the status', { kind: 'Http', status: 502 }, plain, toast({ key: 'common.errors.http', values: { status: 502 } }), toast({ key: 'common.errors.http', values: { status: 502 } })],
  ['other HTTP status on a silent call shows nothing', { kind: 'Http', status: 502 }, silent, none, none],
  ['timeout shows the timeout message', { kind: 'Timeout' }, plain, toast({ key: 'common.errors.timeout' }), toast({ key: 'common.errors.timeout' })],
  ['timeout on a silent call shows nothing', { kind: 'Timeout' }, silent, none, none],
  ['network failure is shown in place only', { kind: 'Network' }, plain, none, none],
  ['contract failure is shown in place only', { kind: 'Contract', endpoint: '/x', issues: 'y' }, plain, none, none],
];

describe('decideFailureEffect (spec §8)', () => {
  describe.each(VARIANTS)('%s variant', (variant) => {
    it.each(rows)('%s', (_row, error, meta, internal, external) => {
      expect(decideFailureEffect(error, meta, notLoginOnUserInfo(variant))).toEqual(variant === 'internal' ? internal : external);
    });
  });

  it('error toasts last 5 seconds', () => {
    expect(decideFailureEffect({ kind: 'Timeout' }, plain, notLoginOnUserInfo('external'))).toMatchObject({ durationMs: 5000 });
  });
});

describe('describeError', () => {
  it.each<[AppError, object]>([
    [{ kind: 'NotLogin', code: 999999 }, { key: 'common.errors.notLogin' }],
    [{ kind: 'Business', code: 1, message: 'server says' }, { text: 'server says' }],
    [{ kind: 'Business', code: 1 }, { key: 'common.errors.generic' }],
    [{ kind: 'Http', status: 503 }, { key: 'common.errors.http', values: { status: 503 } }],
    [{ kind: 'Timeout' }, { key: 'common.errors.timeout' }],
    [{ kind: 'Network' }, { key: 'common.errors.network' }],
    [{ kind: 'Contract', endpoint: '/x', issues: 'y' }, { key: 'common.errors.contract' }],
  ])('%j reads %j', (error, message) => {
    expect(describeError(error)).toEqual(message);
  });
});

describe('canRetry: "Retry" only where asking again can help', () => {
  it.each<[string, AppError, boolean]>([
    ['a lost connection', { kind: 'Network' }, true],
    ['a timeout', { kind: 'Timeout' }, true],
    ['a server error', { kind: 'Http', status: 500 }, true],
    ['a gateway error', { kind: 'Http', status: 503 }, true],
    ['the session-lost status (its own prompt)', { kind: 'Http', status: 520 }, false],
    ['an HTTP not-found', { kind: 'Http', status: 404 }, false],
    ['a forbidden status', { kind: 'Http', status: 403 }, false],
    ['a not-found document (business 404)', { kind: 'Business', code: 404, message: 'Document not found' }, false],
    ['a business refusal', { kind: 'Business', code: 30001, message: 'No unit' }, false],
    ['an answer that breaks its contract (it will again)', { kind: 'Contract', endpoint: '/doc', issues: 'id' }, false],
    ['not signed in (the re-login prompt)', { kind: 'NotLogin', code: 999999 }, false],
  ])('%s: %s', (_row, error, expected) => {
    expect(canRetry(error)).toBe(expected);
  });
});
