import type { DocGroupDto, DocTreeNodeDto, ReleaseDocListDto } from '../../infrastructure/dto/guide-doc.dto.ts';
import { SEED_BIZ_UNITS } from './biz-units.ts';

export interface SandboxGuide {
  readonly unitId: number;
  readonly tree: DocTreeNodeDto[];
  readonly pages: Readonly<Record<number, DocGroupDto>>;
}

const page = (unitName: string, unitNameEn: string, title: string, body: string): DocGroupDto => ({
  title,
  updateTime: '2026-11-10 14:00:00',
  content: `# ${title}\n\n${body.replaceAll('{unit}', unitName).replaceAll('{unitEn}', unitNameEn)}`,
});

const ACCESS = `## 概述 / Overview

{unit}为商家与服务商提供标准化接入能力。{unitEn} gives merchants and software vendors a standard way in.

## 接入流程 / Steps

1. 注册开发者账号并创建应用 / Register and create an app.
2. 申请{unit}能力并等待审核 / Apply for {unitEn} and wait for approval.
3. 在测试环境联调 / Integrate against the test environment.
4. 上线并切换正式地址 / Go live with the production address.

\`\`\`mermaid
sequenceDiagram
    title 一次调用 / One call
    participant M as 商家 / Merchant
    participant G as 开放平台网关 / Open platform gateway
    participant B as 业务系统 / Business system
    M->>G: 签名请求 / Signed request (app_key, sign)
    G->>G: 验签与鉴权 / Check signature and token
    G->>B: 转发 / Forward
    B-->>G: 业务结果 / Result
    G-->>M: 响应 / Response
\`\`\`

\`\`\`http
POST https://test-api.example.com/order/create?LOP-DN=lcp.order&app_key=...&timestamp=...&v=2.0
\`\`\`

> 时间戳使用 GMT+8，格式 yyyy-MM-dd HH:mm:ss。/ Timestamps are GMT+8, formatted yyyy-MM-dd HH:mm:ss.
`;

const AUTH = `## 授权 / Authorisation

调用需要 app_key、app_secret 与 access_token。/ Calls need app_key, app_secret and access_token.

| 参数 / Parameter | 说明 / Meaning |
|---|---|
| app_key | 应用标识 / App id |
| access_token | 商家授权令牌 / Merchant token |
| sign | 请求签名 / Request signature |
`;

let docId = 70_000;

export const SEED_GUIDES: readonly SandboxGuide[] = SEED_BIZ_UNITS.map((unit) => {
  const overview = ++docId;
  const auth = ++docId;
  const faq = ++docId;
  return {
    unitId: unit.id,
    tree: [
      { id: overview, title: '接入指南 / Access guide', children: [{ id: auth, title: '授权说明 / Authorisation', children: [] }] },
      { id: faq, title: '常见问题 / FAQ', children: [] },
    ],
    pages: {
      [overview]: page(unit.name, unit.nameEn, `${unit.name}接入指南 / ${unit.nameEn} access guide`, ACCESS),
      [auth]: page(unit.name, unit.nameEn, '授权说明 / Authorisation', AUTH),
      [faq]: page(unit.name, unit.nameEn, '常见问题 / FAQ', '## 测试环境数据会保留多久？/ How long is test data kept?\n\n30 天。/ 30 days.\n'),
    },
  };
});

export const SEED_RELEASE_DOCS: ReleaseDocListDto = {
  list: [
    { id: 80_001, title: '开发者入门 / Getting started', type: 1 },
    { id: 80_002, title: '签名规则 / Signing rules', type: 1 },
    { id: 80_003, title: '平台基础错误码 / Platform error codes', type: 1 },
  ],
};

export const SEED_RELEASE_DOC_PAGES: Readonly<Record<number, DocGroupDto>> = {
  80_001: page('开放平台', 'the open platform', '开发者入门 / Getting started', ACCESS),
  80_002: page('开放平台', 'the open platform', '签名规则 / Signing rules', AUTH),
  80_003: page('开放平台', 'the open platform', '平台基础错误码 / Platform error codes', '| code | message |\n|---|---|\n| 0 | success |\n| 1000 | 参数错误 / bad parameter |\n'),
};
