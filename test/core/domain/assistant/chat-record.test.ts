import { describe, expect, it } from 'vitest';
import { applyDislike, canDislike, canLike, toggleLike, type ChatRecord } from '../../../../src/domain/assistant/chat-record';

const record = (overrides: Partial<ChatRecord> = {}): ChatRecord => ({
  bizId: 'biz-1',
  question: '怎么下单',
  answerDetail: '先登录',
  answerSource: 4,
  remarkStatus: 0,
  ...overrides,
});

describe("a chat record's like and dislike", () => {
  it('a like toggles remarkStatus 0 ⇄ 1 and keeps the rest of the record', () => {
    const liked = toggleLike(record());
    expect(liked).toEqual(record({ remarkStatus: 1 }));
    expect(liked && toggleLike(liked)).toEqual(record());
  });

  it('nothing can be liked or disliked once the answer is disliked', () => {
    const disliked = record({ remarkStatus: 2, remarkReason: 6 });
    expect(toggleLike(disliked)).toBeUndefined();
    expect(canLike(disliked)).toBe(false);
    expect(canDislike(disliked)).toBe(false);
    expect(canDislike(record({ remarkStatus: 1 }))).toBe(true);
  });

  it('a dislike sets remarkStatus 2, the reason, the trimmed text and answerSource 1; an empty text is left out', () => {
    expect(applyDislike(record({ remarkStatus: 1 }), 5, '  太简略 ')).toEqual(record({ remarkStatus: 2, remarkReason: 5, remarkDetail: '太简略', answerSource: 1 }));
    const withoutText = applyDislike(record({ remarkDetail: 'old' }), 8, '   ');
    expect(withoutText).toEqual(record({ remarkStatus: 2, remarkReason: 8, answerSource: 1 }));
    expect('remarkDetail' in withoutText).toBe(false);
  });
});
