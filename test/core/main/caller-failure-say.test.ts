import { describe, expect, it } from 'vitest';
import { initialTestSettings } from '../../../src/domain/api-test/test-settings';
import { LOGIN_PENDING_KEY } from '../../../src/application/session/storage-keys';
import { internalDeployment } from '../../fakes/deployments';
import { setupFailingBackend as setup } from './failing-backend';

/**
 * Calls made outside react-query (state machines, use cases a view runs) say what their failure does through
 * `sayingOnFailure`, applied by the same announcer and failure policy as a query's meta; the adapters carry no choice.
 */
const refused = () => Response.json({ code: 30001, message: 'boom', data: null });
const BOOM = [{ text: 'boom' }];

describe('a call made outside react-query says what its failure does', () => {
  it("the assistants' record saves are silent (spec §8); their reads say theirs in meta (query-failure-meta.test.ts)", async () => {
    const { portal, toasts } = await setup(refused);
    const { assistant } = portal.support;
    await assistant.chat.saveRecord({ bizId: 'b', question: 'q', answerDetail: 'a', answerSource: 1, remarkStatus: 0 })();
    expect(await toasts()).toEqual([]);
    await assistant.chat.history()();
    expect(await toasts()).toEqual(BOOM);
  });

  it('a failed API test run is said in place only, never as a toast too', async () => {
    const { portal, toasts } = await setup(refused);
    const settings = { ...initialTestSettings(), appKey: 'K', appSecret: 'S', accessToken: 'T' };
    const result = await portal.tools.runApiTest({ apiId: 7, settings, params: { mode: 'json', text: '{"a":1}' } })();
    expect(result).toMatchObject({ left: { kind: 'TestCallFailed', step: 'test' } });
    expect(await toasts()).toEqual([]);
  });

  it("the like widget's vote and feedback are silent: the widget says its own failures", async () => {
    const { portal, toasts } = await setup(refused);
    await portal.documents.evaluateDoc('/#/doc/1', 'like')();
    await portal.documents.submitDocFeedback('/#/doc/1', { reason: 'other', description: 'x' })();
    expect(await toasts()).toEqual([]);
  });

  it('the login address and the login return fail with their own message (no toast); a staff logout goes on silently', async () => {
    const external = await setup(refused);
    // The external profile asks the backend for the identity service's address, then finishes the return there.
    expect(await external.portal.identity.startLogin()()).toMatchObject({ left: { kind: 'Business' } });
    external.sessionStorage.set(LOGIN_PENDING_KEY, '1');
    expect(await external.portal.identity.completeLoginReturn()()).toMatchObject({ left: { kind: 'IdentityServiceFailed' } });
    expect(await external.toasts()).toEqual([]);
    const staff = await setup(refused, internalDeployment);
    await staff.portal.identity.logout()();
    expect(staff.requests()).toBe(1);
    expect(await staff.toasts()).toEqual([]);
  });

  it('the same port call made without its caller saying so is the policy toast', async () => {
    const { portal, toasts } = await setup(refused);
    await portal.support.workOrders.neighbours('Q1')();
    expect(await toasts()).toEqual(BOOM);
  });
});
