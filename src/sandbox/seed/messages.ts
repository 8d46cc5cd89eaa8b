import type { MessageDetailDto, MessagePropDto } from '../../infrastructure/dto/message-doc.dto.ts';
import { SEED_BIZ_UNITS } from './biz-units.ts';

export interface SandboxMessage {
  readonly unitId: number;
  readonly category: { readonly code: string; readonly name: string };
  /** The message's name in English: the message list's `chineseName` when the request asks for English. */
  readonly nameEn: string;
  readonly detail: MessageDetailDto;
}

/** Each capability unit's messages: the event (its code's last part), its Chinese and English name, its category. */
const EVENTS = [
  ['created', '创建成功通知', 'Creation notice', 'status'],
  ['statusChanged', '状态变更通知', 'Status change notice', 'status'],
  ['exception', '异常通知', 'Exception notice', 'exception'],
] as const;

const CATEGORIES = { status: '状态消息 / Status messages', exception: '异常消息 / Exception messages' } as const;

const props = (segment: string, nextId: () => number): MessagePropDto[] => [
  { id: nextId(), name: 'messageId', type: 'String', required: 1, exampleValue: 'MSG20261122000001', descr: '消息唯一标识，用于去重 / Unique id, for de-duplication' },
  { id: nextId(), name: 'eventTime', type: 'String', required: 1, exampleValue: '2026-11-22 10:00:00', descr: '事件时间（GMT+8）/ Event time (GMT+8)' },
  {
    id: nextId(),
    name: 'payload',
    type: 'Object',
    required: 1,
    exampleValue: '',
    descr: '消息内容 / Content',
    children: [
      { id: nextId(), name: `${segment}No`, type: 'String', required: 1, exampleValue: 'SO202611220001', descr: '单号 / Number' },
      { id: nextId(), name: 'status', type: 'Integer', required: 1, exampleValue: '20', descr: '状态码 / Status code' },
      { id: nextId(), name: 'operator', type: 'String', required: 0, exampleValue: 'system', descr: '操作人 / Operator' },
    ],
  },
];

let messageId = 50_000;

export const SEED_MESSAGES: readonly SandboxMessage[] = SEED_BIZ_UNITS.filter((unit) => unit.solutionType === 2).flatMap((unit) =>
  EVENTS.map(([event, zh, en, category]) => {
    let propId = 0;
    const segment = unit.code.split('-').at(-1) ?? unit.code;
    const id = ++messageId;
    return {
      unitId: unit.id,
      category: { code: category, name: CATEGORIES[category] },
      nameEn: `${unit.nameEn} ${en.toLowerCase()}`,
      detail: {
        id,
        name: `lcp_${segment}_${event}`,
        chineseName: `${unit.name}${zh}`,
        descr: `<p>${unit.name}${zh}，平台在事件发生后 5 秒内推送，失败按 1/5/30 分钟重试。</p><p lang="en">${en} (${unit.nameEn}): pushed within 5 s, retried after 1, 5 and 30 minutes on failure.</p>`,
        messageDemo: JSON.stringify({ messageId: 'MSG20261122000001', eventTime: '2026-11-22 10:00:00', payload: { [`${segment}No`]: 'SO202611220001', status: 20 } }, null, 2),
        updateTime: '2026-11-01 09:30:00',
        messagePropList: props(segment, () => ++propId),
      },
    };
  }),
);
