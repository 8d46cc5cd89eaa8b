import type { DocGroupDto, DocTreeNodeDto, ReleaseDocListDto } from '../../infrastructure/dto/guide-doc.dto.ts';
import { SEED_BIZ_UNITS } from './biz-units.ts';
import { inBothLanguages, say, type SeedLanguage } from './language.ts';

export interface SandboxGuide {
  readonly unitId: number;
  readonly tree: DocTreeNodeDto[];
  readonly pages: Readonly<Record<number, DocGroupDto>>;
}

const page = (unit: string, title: string, body: string): DocGroupDto => ({
  title,
  updateTime: '2026-11-10 14:00:00',
  content: `# ${title}\n\n${body.replaceAll('{unit}', unit)}`,
});

const ACCESS_ZH = `## 概述

{unit}为商家与服务商提供标准化接入能力。

## 接入流程

1. 注册开发者账号并创建应用。
2. 申请{unit}能力并等待审核。
3. 在测试环境联调。
4. 上线并切换正式地址。

\`\`\`mermaid
sequenceDiagram
    title 一次调用
    participant M as 商家
    participant G as 开放平台网关
    participant B as 业务系统
    M->>G: 签名请求（app_key、sign）
    G->>G: 验签与鉴权
    G->>B: 转发
    B-->>G: 业务结果
    G-->>M: 响应
\`\`\`

\`\`\`http
POST https://test-api.example.com/order/create?LOP-DN=lcp.order&app_key=...&timestamp=...&v=2.0
\`\`\`

> 时间戳使用 GMT+8，格式 yyyy-MM-dd HH:mm:ss。
`;

const ACCESS_EN = `## Overview

{unit} gives merchants and software vendors a standard way in.

## Steps

1. Register a developer account and create an app.
2. Apply for {unit} and wait for approval.
3. Integrate against the test environment.
4. Go live with the production address.

\`\`\`mermaid
sequenceDiagram
    title One call
    participant M as Merchant
    participant G as Open platform gateway
    participant B as Business system
    M->>G: Signed request (app_key, sign)
    G->>G: Check signature and token
    G->>B: Forward
    B-->>G: Result
    G-->>M: Response
\`\`\`

\`\`\`http
POST https://test-api.example.com/order/create?LOP-DN=lcp.order&app_key=...&timestamp=...&v=2.0
\`\`\`

> Timestamps are GMT+8, formatted yyyy-MM-dd HH:mm:ss.
`;

const AUTH_ZH = `## 授权

调用需要 app_key、app_secret 与 access_token。

| 参数 | 说明 |
|---|---|
| app_key | 应用标识 |
| access_token | 商家授权令牌 |
| sign | 请求签名 |
`;

const AUTH_EN = `## Authorization

Calls need app_key, app_secret and access_token.

| Parameter | Meaning |
|---|---|
| app_key | App id |
| access_token | Merchant token |
| sign | Request signature |
`;

const ERRORS_ZH = '| code | message |\n|---|---|\n| 0 | 成功 |\n| 1000 | 参数错误 |\n';
const ERRORS_EN = '| code | message |\n|---|---|\n| 0 | success |\n| 1000 | bad parameter |\n';

const guidesIn = (language: SeedLanguage): readonly SandboxGuide[] => {
  let docId = 70_000;
  const text = (zh: string, en: string) => say(language, zh, en);
  return SEED_BIZ_UNITS.map((unit) => {
    const overview = ++docId;
    const auth = ++docId;
    const faq = ++docId;
    const unitName = text(unit.name, unit.nameEn);
    return {
      unitId: unit.id,
      tree: [
        { id: overview, title: text('接入指南', 'Access guide'), children: [{ id: auth, title: text('授权说明', 'Authorization'), children: [] }] },
        { id: faq, title: text('常见问题', 'FAQ'), children: [] },
      ],
      pages: {
        [overview]: page(unitName, text(`${unit.name}接入指南`, `${unit.nameEn} access guide`), text(ACCESS_ZH, ACCESS_EN)),
        [auth]: page(unitName, text('授权说明', 'Authorization'), text(AUTH_ZH, AUTH_EN)),
        [faq]: page(unitName, text('常见问题', 'FAQ'), text('## 测试环境数据会保留多久？\n\n30 天。\n', '## How long is test data kept?\n\n30 days.\n')),
      },
    };
  });
};

/** Each business unit's access guide (tree and pages) in each language; ids are the same in both. */
export const SEED_GUIDES = inBothLanguages(guidesIn);

export const SEED_RELEASE_DOCS = inBothLanguages(
  (language): ReleaseDocListDto => ({
    list: [
      { id: 80_001, title: say(language, '开发者入门', 'Getting started'), type: 1 },
      { id: 80_002, title: say(language, '签名规则', 'Signing rules'), type: 1 },
      { id: 80_003, title: say(language, '平台基础错误码', 'Platform error codes'), type: 1 },
    ],
  }),
);

export const SEED_RELEASE_DOC_PAGES = inBothLanguages((language): Readonly<Record<number, DocGroupDto>> => {
  const text = (zh: string, en: string) => say(language, zh, en);
  const platform = text('开放平台', 'the open platform');
  return {
    80_001: page(platform, text('开发者入门', 'Getting started'), text(ACCESS_ZH, ACCESS_EN)),
    80_002: page(platform, text('签名规则', 'Signing rules'), text(AUTH_ZH, AUTH_EN)),
    80_003: page(platform, text('平台基础错误码', 'Platform error codes'), text(ERRORS_ZH, ERRORS_EN)),
  };
});
