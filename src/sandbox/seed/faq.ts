import type { FaqTypeListDto, ProblemDetailDto } from '../../infrastructure/dto/faq.dto.ts';
import { inBothLanguages, say } from './language.ts';

export const SEED_FAQ_TYPES = inBothLanguages((language): FaqTypeListDto => {
  const text = (zh: string, en: string) => say(language, zh, en);
  return [
    { code: 'access', typeName: text('接入与授权', 'Access and authorization'), children: [
      { code: 'access-app', typeName: text('应用创建', 'Creating apps') },
      { code: 'access-token', typeName: text('令牌与授权', 'Tokens') },
    ] },
    { code: 'api', typeName: text('接口调用', 'Calling APIs'), children: [
      { code: 'api-sign', typeName: text('签名', 'Signing') },
      { code: 'api-error', typeName: text('错误码', 'Error codes') },
    ] },
    { code: 'billing', typeName: text('结算与发票', 'Billing and invoices') },
  ];
});

export interface SandboxProblem extends ProblemDetailDto {
  readonly code: string;
  readonly type: string;
}

const TOPICS: readonly [type: string, zh: string, en: string][] = [
  ['access-app', '如何创建应用', 'How do I create an app'],
  ['access-app', '应用审核需要多久', 'How long does app review take'],
  ['access-token', 'access_token 过期怎么办', 'What to do when access_token expires'],
  ['access-token', '如何查询令牌归属', 'How to find who a token belongs to'],
  ['api-sign', '签名校验失败的常见原因', 'Common causes of a signature mismatch'],
  ['api-sign', '时间戳为什么必须是 GMT+8', 'Why must the timestamp be GMT+8'],
  ['api-sign', 'param_json 能否带空格', 'May param_json contain spaces'],
  ['api-error', '1001 参数缺失如何排查', 'Tracing error 1001 (missing parameter)'],
  ['api-error', '5000 系统繁忙应如何重试', 'How to retry on 5000 (system busy)'],
  ['billing', '如何下载对账单', 'How to download a statement'],
  ['billing', '电子发票何时开具', 'When are e-invoices issued'],
  ['access-app', '测试环境与正式环境的区别', 'Test versus production environment'],
  // Enough signing questions for two pages of 10 (the FAQ centre's pagination).
  ['api-sign', 'app_secret 泄露后如何重置', 'Resetting a leaked app_secret'],
  ['api-sign', 'md5-salt 与 HMAC-SHA256 如何选择', 'Choosing between md5-salt and HMAC-SHA256'],
  ['api-sign', '国密 SM3 签名需要哪些参数', 'Which parameters SM3 signing needs'],
  ['api-sign', '签名参数为什么要按字母排序', 'Why sign parameters are sorted by name'],
  ['api-sign', '中文参数签名前是否需要编码', 'Encoding Chinese parameters before signing'],
  ['api-sign', '签名结果大小写是否敏感', 'Is the signature case sensitive'],
  ['api-sign', 'URL 模式与表单模式签名的区别', 'URL mode versus field mode signing'],
  ['api-sign', '服务器时间偏差超过 6 分钟怎么办', 'Server time more than 6 minutes off'],
  ['api-sign', '签名工具与代码结果不一致', 'The sign tool and my code disagree'],
  ['api-sign', 'v 参数应该填什么版本号', 'Which version goes into the v parameter'],
];

/** The FAQ problems in each language: the same codes, types, views and dates, the title and answer in that language. */
export const SEED_PROBLEMS = inBothLanguages((language): readonly SandboxProblem[] =>
  TOPICS.map(([type, zh, en], index) => ({
    code: `P${String(index + 1).padStart(4, '0')}`,
    type,
    title: say(language, zh, en),
    content: say(
      language,
      `<h2>${zh}</h2><p>请参考开放平台文档中心的对应章节；仍有疑问可提交工单。</p>`,
      `<h2>${en}</h2><p>See the matching chapter of the documentation centre; submit a ticket if it is still unclear.</p>`,
    ),
    views: 1200 - index * 47,
    updateTime: `2026-10-${String(10 + (index % 20)).padStart(2, '0')} 11:00:00`,
  })),
);
