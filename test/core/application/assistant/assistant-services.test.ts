import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import { makeAssistantServices } from '../../../../src/application/assistant/make-assistant-services';
import type { FaqPort } from '../../../../src/application/ports/faq.port';
import type { WorkOrderPort } from '../../../../src/application/ports/work-order.port';
import { createSessionStore } from '../../../../src/application/session/session';
import { REMARK_NONE, SOURCE_SINGLE, type ChatRecord } from '../../../../src/domain/assistant/chat-record';
import { NO_TEAM, type User } from '../../../../src/domain/user/user';
import { fakeAssistant } from '../../../fakes/fake-assistant';
import { recordingFailures } from '../../../fakes/fake-failures';

const record: ChatRecord = { bizId: 'b1', question: '令牌归属', answerDetail: '如何查询令牌归属', answerSource: SOURCE_SINGLE, remarkStatus: REMARK_NONE };
const user = (userPin: string): User => ({ userPin, name: 'Li', loginUsername: 'li', developer: true, supplierId: NO_TEAM });
const unused = new Proxy({}, { get: () => () => TE.left({ kind: 'Business', code: 500, message: 'not used' }) });

const servicesWith = (session = createSessionStore()) => {
  const chat = fakeAssistant().chat;
  const saved: ChatRecord[] = [];
  const services = makeAssistantServices({
    chat: { ...chat, saveRecord: (saving) => (saved.push(saving), TE.right(saving.bizId)) },
    faq: unused as FaqPort,
    workOrders: unused as WorkOrderPort,
    scheduler: { now: () => 0, after: () => () => undefined },
    session,
    newId: () => 'id',
    failures: recordingFailures(),
  });
  return { services, saved, session };
};

describe('assistant services: who a saved chat record names (spec §3 createUser)', () => {
  it("a signed-in user's record carries their pin", async () => {
    const { services, saved, session } = servicesWith();
    session.signedIn(user('pin-7'));
    await services.chat.saveRecord(record)();
    expect(saved).toEqual([{ ...record, createUser: 'pin-7' }]);
  });

  it("a visitor's record names no user, even when the record came with one", async () => {
    const { services, saved, session } = servicesWith();
    session.signedOut();
    await services.chat.saveRecord({ ...record, createUser: 'someone-else' })();
    expect(saved).toEqual([record]);
    expect(saved[0]).not.toHaveProperty('createUser');
  });

  it('the pin is the one signed in when the record is saved (a like after signing in names the user)', async () => {
    const { services, saved, session } = servicesWith();
    await services.chat.saveRecord(record)();
    session.signedIn(user('pin-8'));
    await services.chat.saveRecord({ ...record, remarkStatus: 1 })();
    expect(saved.map((entry) => entry.createUser)).toEqual([undefined, 'pin-8']);
  });
});
