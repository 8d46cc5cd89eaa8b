import * as TE from 'fp-ts/TaskEither';
import type { AssistantServices } from '../../src/application/assistant/assistant-services';
import type { AssistantAnswerChunk } from '../../src/application/ports/assistant.port';
import type { FaqCandidate } from '../../src/application/ports/faq.port';
import type { ChatRecord } from '../../src/domain/assistant/chat-record';

export const sampleIntro = { introduce: '您好，我是智能助手。', relQuestions: ['如何创建应用？', '签名校验失败怎么办？'] };

/** Questions of the fake FAQ search: '签名' matches 7 (two pages that wrap), '令牌' one, anything else none. */
export const sampleFaqRows: readonly FaqCandidate[] = Array.from({ length: 7 }, (_, index) => ({ code: `P${index + 1}`, title: `签名问题 ${index + 1}` }));

export interface FakeAssistant extends AssistantServices {
  readonly saved: ChatRecord[];
  readonly asked: string[];
}

/**
 * In-memory assistant services for ui tests: answers grow in `chunks` polls (a keyword containing 'timeout' fails,
 * 'slow' never finishes), the scheduler runs timers after 0 ms unless `realTime` (no 250 ms waits), ids count up.
 */
export const fakeAssistant = (options: { chunks?: number; history?: readonly ChatRecord[]; realTime?: boolean } = {}): FakeAssistant => {
  const polls = new Map<string, number>();
  const saved: ChatRecord[] = [];
  const asked: string[] = [];
  let id = 0;
  const chunks = options.chunks ?? 3;
  return {
    saved,
    asked,
    chat: {
      baseInfo: () => TE.right(sampleIntro),
      suggestions: (_trace, _req, keyword) => TE.right(sampleIntro.relQuestions.filter((question) => question.includes(keyword))),
      searchAi: (_trace, reqId, keyword) => {
        if (/timeout/.test(keyword)) return TE.left({ kind: 'Business', code: 500, message: 'timeout' });
        const count = (polls.get(reqId) ?? 0) + 1;
        polls.set(reqId, count);
        if (count === 1) asked.push(keyword);
        const text = `**答案** ${keyword}`;
        const finished = !/slow/.test(keyword) && count >= chunks;
        const chunk: AssistantAnswerChunk = { finished, responseAll: finished ? text : text.slice(0, Math.min(text.length, count * 3)), responseType: 'markdown' };
        return TE.right(chunk);
      },
      saveRecord: (record) => {
        saved.push(record);
        return TE.right(record.bizId);
      },
      history: () => TE.right(options.history ?? []),
    },
    searchQuestions: (q, from, size) => {
      const rows = q.includes('签名') ? sampleFaqRows : q.includes('令牌') ? [{ code: 'T1', title: '令牌过期' }] : [];
      return TE.right({ total: rows.length, rows: rows.slice(from, from + size) });
    },
    problem: (code) => TE.right({ title: `问题 ${code}`, content: `<p>详情 ${code}</p><script>alert(1)</script>` }),
    scheduler: { now: () => Date.now(), after: (ms, task) => { const handle = setTimeout(task, options.realTime ? ms : 0); return () => clearTimeout(handle); } },
    newId: () => `id${++id}`,
  };
};
