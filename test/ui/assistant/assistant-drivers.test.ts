import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAiChatDriver, SUGGEST_DEBOUNCE_MS } from '../../../src/ui/assistant/ai-chat.driver';
import { createFaqRobotDriver } from '../../../src/ui/assistant/faq-robot.driver';
import type { ChatRecord } from '../../../src/domain/assistant/chat-record';
import { fakeAssistant } from '../../fakes/fake-assistant';

const realTime = () => fakeAssistant({ realTime: true });
const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('AI chat driver', () => {
  it('asks suggestions once typing pauses for 300 ms, for the last keyword only', async () => {
    const services = realTime();
    const suggestions = vi.spyOn(services.chat, 'suggestions');
    const driver = createAiChatDriver({ services, queries: new QueryClient(), unreadCount: () => Promise.resolve(0) }, { loggedIn: false });
    driver.send({ type: 'opened', user: { loggedIn: false } });
    for (const text of ['签', '签名']) driver.send({ type: 'inputChanged', text, reqId: driver.newId() });
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS - 1);
    expect(suggestions).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(suggestions).toHaveBeenCalledTimes(1);
    expect(suggestions.mock.calls[0]?.[2]).toBe('签名');
    await flush();
    expect(driver.get().suggestions.items).toEqual(['签名校验失败怎么办？']);
  });

  it('polls every 250 ms until finished, then saves; a page change or dispose stops the polling', async () => {
    const services = realTime();
    const searchAi = vi.spyOn(services.chat, 'searchAi');
    const driver = createAiChatDriver({ services, queries: new QueryClient(), unreadCount: () => Promise.resolve(0) }, { loggedIn: false });
    driver.send({ type: 'opened', user: { loggedIn: false } });
    driver.send({ type: 'asked', reqId: 'r1', bizId: 'b1', text: 'slow one' });
    await flush();
    await vi.advanceTimersByTimeAsync(250 * 3);
    expect(searchAi).toHaveBeenCalledTimes(4);
    driver.send({ type: 'pageChanged' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(searchAi).toHaveBeenCalledTimes(4);
    expect(driver.get().messages.at(-1)).toMatchObject({ status: 'stopped', notice: 'assistant.answer.interrupted' });

    driver.send({ type: 'asked', reqId: 'r2', bizId: 'b2', text: 'slow two' });
    await flush();
    driver.dispose();
    await vi.advanceTimersByTimeAsync(2000);
    expect(searchAi).toHaveBeenCalledTimes(5);
  });

  it('saves records one after another, in the order of the clicks', async () => {
    const services = realTime();
    const order: string[] = [];
    let release: (() => void) | undefined;
    vi.spyOn(services.chat, 'saveRecord').mockImplementation((record: ChatRecord) => () => {
      order.push(`start ${record.remarkStatus}`);
      return new Promise((resolve) => {
        release = () => {
          order.push(`end ${record.remarkStatus}`);
          resolve({ _tag: 'Right', right: record.bizId });
        };
      });
    });
    const driver = createAiChatDriver({ services, queries: new QueryClient(), unreadCount: () => Promise.resolve(0) }, { loggedIn: false });
    driver.send({ type: 'opened', user: { loggedIn: false } });
    driver.send({ type: 'asked', reqId: 'r1', bizId: 'b1', text: 'hello' });
    await vi.advanceTimersByTimeAsync(1000);
    const answerId = driver.get().messages.at(-1)?.id ?? 0;
    driver.send({ type: 'like', answerId });
    driver.send({ type: 'like', answerId });
    for (let index = 0; index < 3; index += 1) {
      await flush();
      release?.();
      await flush();
    }
    expect(order).toEqual(['start 0', 'end 0', 'start 1', 'end 1', 'start 0', 'end 0']);
  });

  it('asks the new-message count for a signed-in user only', async () => {
    const unreadCount = vi.fn(() => Promise.resolve(4));
    const visitor = createAiChatDriver({ services: realTime(), queries: new QueryClient(), unreadCount }, { loggedIn: false });
    visitor.send({ type: 'opened', user: { loggedIn: false } });
    expect(unreadCount).not.toHaveBeenCalled();
    const member = createAiChatDriver({ services: realTime(), queries: new QueryClient(), unreadCount }, { loggedIn: true, name: 'Dev' });
    member.send({ type: 'opened', user: { loggedIn: true, name: 'Dev' } });
    await flush();
    expect(member.get().newMessageCount).toBe(4);
  });
});

describe('FAQ robot driver', () => {
  it('counts the send cooldown down once a second', async () => {
    const driver = createFaqRobotDriver(realTime(), new QueryClient());
    driver.send({ type: 'asked', bizId: 'b1', text: '签名' });
    expect(driver.get().cooldown).toBe(3);
    await vi.advanceTimersByTimeAsync(1000);
    expect(driver.get().cooldown).toBe(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(driver.get().cooldown).toBe(0);
    await vi.advanceTimersByTimeAsync(5000);
    expect(driver.get().cooldown).toBe(0);
  });
});
