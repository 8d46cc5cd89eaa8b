import type { MessageDetailDto, MessagePropDto } from '../../infrastructure/dto/message-doc.dto.ts';
import { SEED_BIZ_UNITS } from './biz-units.ts';
import { say, type SeedLanguage } from './language.ts';

export interface SandboxMessage {
  readonly unitId: number;
  readonly category: { readonly code: string; readonly name: string; readonly nameEn: string };
  /** The message's name in English: the message list's `chineseName` when the request asks for English. */
  readonly nameEn: string;
  /** The document in Chinese (`detail`) and in English (`detailEn`); ids and codes are the same in both. */
  readonly detail: MessageDetailDto;
  readonly detailEn: MessageDetailDto;
}

/** Each capability unit's messages: the event (its code's last part), its Chinese and English name, its category. */
const EVENTS = [
  ['created', '创建成功通知', 'Creation notice', 'status'],
  ['statusChanged', '状态变更通知', 'Status change notice', 'status'],
  ['exception', '异常通知', 'Exception notice', 'exception'],
] as const;

const CATEGORIES = {
  status: { name: '状态消息', nameEn: 'Status messages' },
  exception: { name: '异常消息', nameEn: 'Exception messages' },
} as const;

const props = (segment: string, nextId: () => number, language: SeedLanguage): MessagePropDto[] => {
  const text = (zh: string, en: string) => say(language, zh, en);
  return [
    { id: nextId(), name: 'messageId', type: 'String', required: 1, exampleValue: 'MSG20261122000001', descr: text('消息唯一标识，用于去重', 'Unique id, for de-duplication') },
    { id: nextId(), name: 'eventTime', type: 'String', required: 1, exampleValue: '2026-11-22 10:00:00', descr: text('事件时间（GMT+8）', 'Event time (GMT+8)') },
    {
      id: nextId(),
      name: 'payload',
      type: 'Object',
      required: 1,
      exampleValue: '',
      descr: text('消息内容', 'Content'),
      children: [
        { id: nextId(), name: `${segment}No`, type: 'String', required: 1, exampleValue: 'SO202611220001', descr: text('单号', 'Number') },
        { id: nextId(), name: 'status', type: 'Integer', required: 1, exampleValue: '20', descr: text('状态码', 'Status code') },
        { id: nextId(), name: 'operator', type: 'String', required: 0, exampleValue: 'system', descr: text('操作人', 'Operator') },
      ],
    },
  ];
};

let messageId = 50_000;

export const SEED_MESSAGES: readonly SandboxMessage[] = SEED_BIZ_UNITS.filter((unit) => unit.solutionType === 2).flatMap((unit) =>
  EVENTS.map(([event, zh, en, category]) => {
    const segment = unit.code.split('-').at(-1) ?? unit.code;
    const id = ++messageId;
    const nameEn = `${unit.nameEn} ${en.toLowerCase()}`;
    const detailIn = (language: SeedLanguage): MessageDetailDto => {
      let propId = 0;
      return {
        id,
        name: `lcp_${segment}_${event}`,
        chineseName: say(language, `${unit.name}${zh}`, nameEn),
        descr: say(
          language,
          `<p>${unit.name}${zh}，平台在事件发生后 5 秒内推送，失败按 1、5、30 分钟重试。</p>`,
          `<p>${en} (${unit.nameEn}): pushed within 5 s, retried after 1, 5 and 30 minutes on failure.</p>`,
        ),
        messageDemo: JSON.stringify({ messageId: 'MSG20261122000001', eventTime: '2026-11-22 10:00:00', payload: { [`${segment}No`]: 'SO202611220001', status: 20 } }, null, 2),
        updateTime: '2026-11-01 09:30:00',
        messagePropList: props(segment, () => ++propId, language),
      };
    };
    return { unitId: unit.id, category: { code: category, ...CATEGORIES[category] }, nameEn, detail: detailIn('zh'), detailEn: detailIn('en') };
  }),
);
