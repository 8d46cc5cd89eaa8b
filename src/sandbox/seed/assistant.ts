import type { AssistantBaseInfoDto } from '../../infrastructure/dto/assistant.dto.ts';
import { inBothLanguages, say, type ByLanguage } from './language.ts';

/** The greeting and suggested questions, in each language. */
export const SEED_ASSISTANT_INFO = inBothLanguages((language): AssistantBaseInfoDto => {
  const text = (zh: string, en: string) => say(language, zh, en);
  return {
    introduce: text(
      '您好，我是开放平台智能助手，可以解答接入、签名、授权与错误码等问题。',
      'Hello, I am the open platform assistant: ask me about access, signing, authorization and error codes.',
    ),
    relQuestions: [
      text('如何创建应用？', 'How do I create an app?'),
      text('签名校验失败怎么办？', 'What if the signature check fails?'),
      text('access_token 过期了怎么办？', 'What to do when access_token expires?'),
      text('测试环境地址是什么？', 'What is the test environment address?'),
      text('如何订阅消息推送？', 'How do I subscribe to push messages?'),
      text('错误码 1001 是什么意思？', 'What does error 1001 mean?'),
      text('如何下载 SDK？', 'Where do I download the SDKs?'),
      text('如何申请产品使用？', 'How do I apply to use a product?'),
      text('电子面单如何打印？', 'How do I print electronic waybills?'),
      text('时间戳用什么时区？', 'Which time zone is the timestamp in?'),
      text('如何查询令牌归属？', 'How to find who a token belongs to?'),
    ],
  };
});

/** Canned answers, chosen by the first keyword (of either language) found in the question; answered in the request's language. */
export const SEED_ASSISTANT_ANSWERS: readonly (readonly [keywords: readonly string[], answer: ByLanguage<string>])[] = [
  [
    ['慢', 'slow'],
    {
      zh: '## 慢速回答（沙箱）\n\n这个回答会用大约 10 秒慢慢输出，方便试用「停止回答」：\n\n1. 先提问；\n2. 在回答输出时点击停止；\n3. 回答会立即结束，并提示您提前终止了本次回答。',
      en: '## A slow answer (sandbox)\n\nThis answer takes about 10 seconds to arrive, so that the stop control can be tried:\n\n1. ask;\n2. press stop while it is streaming;\n3. the answer ends at once with the stopped notice.\n\nIt streams slowly on purpose: the sandbox reveals a few characters at each poll, so there is time to press stop.',
    },
  ],
  [
    ['签名', 'sign'],
    {
      zh: '签名内容为 app_secret + access_token + app_key + method + param_json + timestamp + v + app_secret（按键名排序，键名与值直接拼接），默认算法 md5-salt。请确认 timestamp 为 GMT+8 且与请求中完全一致，param_json 与请求体逐字节相同。',
      en: 'The signed content is app_secret + the sorted key/value pairs (access_token, app_key, method, param_json, timestamp, v) + app_secret; the default algorithm is md5-salt. Check that the timestamp is GMT+8 and identical to the one sent, and that param_json matches the body byte for byte.',
    },
  ],
  [
    ['token', '令牌', '授权'],
    {
      zh: 'access_token 由商家授权产生，过期后需重新授权；可在「令牌查询」工具中查看授权时间与过期时间。',
      en: "The access_token comes from the merchant's authorization and must be renewed when it expires; the token query tool shows when it was granted and when it expires.",
    },
  ],
  [
    ['1001', '错误码', 'error'],
    {
      zh: '1001 表示必填参数缺失：请对照接口文档的请求参数表检查必填项（required 为“是”的字段）。',
      en: "1001 means a required parameter is missing: compare the request with the API document's parameter table (fields marked required).",
    },
  ],
  [
    ['sdk', 'SDK'],
    {
      zh: '在文档中心的「SDK」页可下载 Java、.NET、PHP、Python 与 Golang 基础 SDK，业务 SDK 在各业务单元的 SDK 标签页。',
      en: "Base SDKs for Java, .NET, PHP, Python and Golang are on the SDK page of the documentation centre; business SDKs are on each business unit's SDK tab.",
    },
  ],
];

export const SEED_ASSISTANT_FALLBACK: ByLanguage<string> = {
  zh: '这个问题我还在学习中，建议查看文档中心或提交工单，工作时间（周一至周五 9:00-18:00）会有专人回复。',
  en: 'I am still learning about this. Please see the documentation centre or submit a work order; we answer Monday to Friday, 9:00-18:00.',
};
