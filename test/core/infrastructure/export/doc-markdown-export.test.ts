import { describe, expect, it } from 'vitest';
import type { ApiDoc } from '../../../../src/domain/doc/api-doc';
import type { ApiDocLabels, MessageDocLabels, ParamTableLabels } from '../../../../src/application/ports/document-export.port';
import { apiDocToMarkdown, guideDocToMarkdown, messageDocToMarkdown, paramTable } from '../../../../src/infrastructure/export/doc-markdown-export';
import type { ParamNode } from '../../../../src/domain/doc/param-tree';
import { codeBlock, htmlToText } from '../../../../src/infrastructure/export/markdown-text';
import { readOpenApi } from '../../../../src/infrastructure/openapi/openapi-reader';
import { sampleApiDoc, sampleGuideDoc, sampleMessageDoc } from '../../../fakes/sample-docs';
import { shopSet } from '../openapi/openapi-fixture';

const PARAMS: ParamTableLabels = {
  columns: { name: 'Name', type: 'Type', required: 'Required', example: 'Example', description: 'Description' },
  requirement: { required: 'Required', optional: 'Optional', conditional: 'Conditional' },
  none: 'No parameters',
};
const lastUpdated = (time: string) => `Last updated ${time}`;

const API_LABELS: ApiDocLabels = {
  parts: { fixColumn: true, emptyExceptionExample: true, sdk: true, lopDn: true },
  lastUpdated,
  code: 'API code',
  path: 'Method path',
  description: 'Description',
  call: 'How it is called',
  direction: 'Direction',
  protocol: 'Protocol',
  directions: { outbound: 'Outbound call', callback: 'Callback' },
  protocols: { jsf: 'JSF', http: 'HTTP' },
  partner: 'Partner API',
  sections: { address: 'Request address', request: 'Request parameters', response: 'Response parameters', examples: 'Examples', errors: 'Error codes', sdk: 'SDK' },
  address: { environment: 'Environment', url: 'URL', none: 'No address' },
  mediaType: (type) => `Content type: ${type}`,
  authorization: {
    title: () => 'Authorization',
    anyOf: () => 'Any one of these:',
    together: () => 'Together:',
    none: () => 'No authorization is needed.',
    separator: () => ': ',
    scheme: (scheme) => `${scheme.type}${scheme.scopes.length ? ` (${scheme.scopes.join(', ')})` : ''}`,
  },
  responses: {
    title: (status) => (status === 'default' ? 'Default response' : `Response ${status}`),
    headers: () => 'Headers',
    examples: () => 'Examples',
    links: () => 'Links',
    linkColumns: () => ({ name: 'Name', operation: 'Operation', parameters: 'Parameters', description: 'Description' }),
    externalAt: (url) => `The example is kept at ${url}`,
    callbacks: () => 'Callbacks',
  },
  params: PARAMS,
  examples: { request: 'Request example', response: 'Response example', exception: 'Exception example', none: 'No example' },
  errors: { code: 'Error code', message: 'Message', fix: 'Suggested fix', none: 'No error codes' },
  sdkLanguages: { java: 'Java', dotnet: '.NET', php: 'PHP', python: 'Python', go: 'Go', other: 'Other' },
  noSdk: 'No SDK',
};

const MESSAGE_LABELS: MessageDocLabels = { lastUpdated, description: 'Description', properties: 'Properties', example: 'Example', noExample: 'No example', params: PARAMS };

const node = (name: string, extra: Partial<ParamNode> = {}): ParamNode => ({ id: name, anchor: name, name, type: 'String', requirement: 'optional', children: [], ...extra });

/** The lines of a Markdown table, each split into its cells (an escaped '\|' stays inside its cell). */
const tableRows = (markdown: string, firstHeading: string): string[][] => {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`| ${firstHeading} |`));
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(line.slice(2, -2).split(/ (?<!\\)\| /));
  }
  return rows;
};

/** '<' not escaped by a backslash: would be read as HTML by a Markdown renderer. */
const RAW_TAG = /(^|[^\\])<(?!br>)[a-z/!]/i;

describe('API doc as Markdown', () => {
  const markdown = apiDocToMarkdown(sampleApiDoc, API_LABELS);

  it('has the title, the last update, the description as plain text and the call facts', () => {
    expect(markdown.startsWith('# 创建入库单\n\n*Last updated 2026-10-01 10:00:00*\n')).toBe(true);
    expect(markdown).toContain('## Description\n\n创建一张入库单。');
    expect(markdown).toContain('- API code: `ECAP_ORDER_CREATE`');
    expect(markdown).toContain('- Method path: `/ecap/v1/orders/create`');
    expect(markdown).toContain('- Direction: Outbound call');
    expect(markdown).toContain('- Protocol: HTTP');
    expect(markdown).not.toContain('Partner API');
  });

  it('lists every environment with its address and LOP-DN (the API’s own when the environment has none)', () => {
    expect(markdown).toContain('| Environment | URL | LOP-DN |');
    expect(tableRows(markdown, 'Environment')).toEqual([
      ['正式环境', '`https://api.example.com/ecap/v1/orders/create`', '`ECAP.JDL.COM`'],
      ['测试环境', '`https://test-api.example.com/ecap/v1/orders/create`', '`ECAP.JDL.COM`'],
    ]);
  });

  it('names nested parameters by their dotted path, with type, requirement, example and plain description', () => {
    const request = markdown.slice(markdown.indexOf('## Request parameters'), markdown.indexOf('## Response parameters'));
    expect(tableRows(request, 'Name')).toEqual([
      ['`order`', 'Object', 'Required', ' ', ' '],
      ['`order.orderId`', 'String', 'Required', '`A1`', '订单号'],
      ['`order.receiver`', 'Object', 'Conditional', ' ', ' '],
      ['`order.receiver.phone`', 'String', 'Optional', ' ', '收件人手机号'],
    ]);
    expect(tableRows(markdown.slice(markdown.indexOf('## Response parameters')), 'Name')).toEqual([['`code`', 'Integer', 'Required', '`0`', ' ']]);
  });

  it('puts examples in fenced blocks, and lists error codes with their fix and the SDKs', () => {
    expect(markdown).toContain('### Request example\n\n```json\n[{"orderId":"A1"}]\n```');
    expect(markdown).toContain('### Response example\n\n```\n{"code":0}\n```');
    expect(markdown).toContain('### Exception example\n\n```\n{"code":1001,"message":"参数错误"}\n```');
    expect(tableRows(markdown, 'Error code')).toEqual([['`1001`', '参数错误', '检查必填参数']]);
    expect(markdown).toContain('## SDK\n\n- Java');
  });

  it('says so when a section is empty, and marks a partner API', () => {
    const empty: ApiDoc = { ...sampleApiDoc, partner: true, remark: undefined, environments: [], requestParams: [], requestExamples: [], errorCodes: [], sdks: [] };
    const text = apiDocToMarkdown(empty, API_LABELS);
    expect(text).not.toContain('## Description');
    expect(text).toContain('## Request address\n\nNo address');
    expect(text).toContain('## Request parameters\n\nNo parameters');
    expect(text).toContain('### Request example\n\nNo example');
    expect(text).toContain('## Error codes\n\nNo error codes');
    expect(text).toContain('## SDK\n\nNo SDK');
    expect(text).toContain('- Partner API');
  });

  it("leaves out the parts a deployment does not show (OpenAPI's: no fix column, no empty exception example, no SDK, no LOP-DN)", () => {
    const labels: ApiDocLabels = { ...API_LABELS, parts: { fixColumn: false, emptyExceptionExample: false, sdk: false, lopDn: false } };
    const text = apiDocToMarkdown({ ...sampleApiDoc, exceptionExamples: [] }, labels);
    expect(tableRows(text, 'Error code')).toEqual([['`1001`', '参数错误']]);
    expect(text).toContain('| Error code | Message |\n');
    expect(text).not.toContain('Exception example');
    expect(text).not.toContain('## SDK');
    expect(text).not.toContain('LOP-DN');
    // An exception example the document has is shown all the same.
    expect(apiDocToMarkdown(sampleApiDoc, labels)).toContain('### Exception example\n\n```\n{"code":1001,"message":"参数错误"}\n```');
  });

  it('says how a call is authorized after the addresses, only for a document that says it', () => {
    expect(markdown).not.toContain('## Authorization');
    const oauth = { name: 'oauth', type: 'oauth2', scopes: ['orders:read'] } as const;
    const key = { name: 'key', type: 'apiKey', in: 'header', parameter: 'X-Key', scopes: [], description: '<p>From the <b>console</b>.</p>' } as const;
    const several = apiDocToMarkdown({ ...sampleApiDoc, authorization: [[oauth], [{ ...oauth, name: 'bearer', type: 'http', scopes: [] }, key], []] }, API_LABELS);
    const section = several.slice(several.indexOf('## Authorization'), several.indexOf('## Request parameters'));
    expect(several.indexOf('## Request address')).toBeLessThan(several.indexOf('## Authorization'));
    expect(section).toBe(
      '## Authorization\n\nAny one of these:\n\n- `oauth`: oauth2 (orders:read)\n- `bearer`: http + `key`: apiKey (From the console.)\n- No authorization is needed.\n\n',
    );
    const one = apiDocToMarkdown({ ...sampleApiDoc, authorization: [[oauth]] }, API_LABELS);
    expect(one).toContain('## Authorization\n\n`oauth`: oauth2 (orders:read)\n\n## Request parameters');
    const none = apiDocToMarkdown({ ...sampleApiDoc, authorization: [] }, API_LABELS);
    expect(none).toContain('## Authorization\n\nNo authorization is needed.\n\n## Request parameters');
  });

  it("names a body's media type under its section, only when the document names one", () => {
    expect(markdown).not.toContain('Content type');
    const upload = apiDocToMarkdown({ ...sampleApiDoc, mediaTypes: { request: 'multipart/form-data', response: 'application/octet-stream' } }, API_LABELS);
    expect(upload).toContain('## Request parameters\n\nContent type: multipart/form-data\n\n|');
    expect(upload).toContain('## Response parameters\n\nContent type: application/octet-stream\n\n|');
  });

  it('nests child error codes under their parent', () => {
    const doc: ApiDoc = {
      ...sampleApiDoc,
      errorCodes: [{ id: 'a', code: '1000', message: 'Bad', children: [{ id: 'b', code: '1001', message: 'Missing', fix: 'Add it', children: [] }] }],
    };
    expect(tableRows(apiDocToMarkdown(doc, API_LABELS), 'Error code')).toEqual([
      ['`1000`', 'Bad', ' '],
      ['↳ `1001`', 'Missing', 'Add it'],
    ]);
  });

  it('escapes | and new lines in table cells, so every row keeps its five columns', () => {
    const nodes = [node('a|b', { type: 'Map<String|Int>', example: 'x|y', description: '<p>first | line</p><p>second line</p>' })];
    const text = paramTable(nodes, PARAMS);
    const rows = tableRows(text, 'Name');
    expect(rows).toEqual([['`a\\|b`', 'Map\\<String\\|Int\\>', 'Optional', '`x\\|y`', 'first \\| line<br>second line']]);
    expect(text.split('\n')).toHaveLength(3);
  });

  it('lets no server markup through: tags are stripped, scripts dropped, decoded entities stay text', () => {
    const hostile: ApiDoc = {
      ...sampleApiDoc,
      name: '<img src=x onerror=alert(1)>创建',
      remark: '<p>Hello<script>alert("x")</script> &lt;script&gt;alert(2)&lt;/script&gt; &amp; more</p><style>p{}</style>',
      requestParams: [node('p', { description: '<a href="javascript:alert(3)" onclick="x()">link</a><iframe src="//evil"></iframe>' })],
      errorCodes: [{ id: 'e', code: '1', fix: '<svg onload=alert(4)><b>fix</b></svg>', children: [] }],
    };
    const text = apiDocToMarkdown(hostile, API_LABELS);
    expect(text).not.toMatch(RAW_TAG);
    expect(text).not.toContain('alert("x")');
    expect(text).toContain('## Description\n\nHello \\<script\\>alert(2)\\</script\\> & more');
    expect(text).toContain('# \\<img src=x onerror=alert(1)\\>创建');
    expect(text).toContain('| `p` | String | Optional |   | link |');
    expect(text).toContain('| fix |');
  });
});

describe('server HTML as plain text', () => {
  it.each([
    ['<p>a</p><p>b</p>', 'a\n\nb'],
    ['line<br>next<br/>last', 'line\nnext\nlast'],
    ['<ul><li>one</li><li>two</li></ul>', '- one\n- two'],
    ['&lt;b&gt; &quot;q&quot; &#39;s&#39; &#x4E2D;&#25991; &nbsp;x &amp;lt; &unknown;', '<b> "q" \'s\' 中文 x &lt; &unknown;'],
    ['a<!-- <script>x</script> -->b', 'ab'],
    ['<SCRIPT type="text/javascript">bad()</SCRIPT>ok', 'ok'],
    ['unclosed <b', 'unclosed'],
  ])('%j → %j', (html, text) => {
    expect(htmlToText(html)).toBe(text);
  });
});

describe('Markdown pieces', () => {
  it('a code block fence is longer than any backtick run of its code', () => {
    expect(codeBlock('a\n```\nb', 'JSON')).toBe('````json\na\n```\nb\n````');
    expect(codeBlock('x', 'not a tag!')).toBe('```\nx\n```');
  });
});

describe('markdown and message documents as Markdown', () => {
  it('keeps a markdown document’s own source, and its own level-one heading, with the last update under it', () => {
    expect(guideDocToMarkdown(sampleGuideDoc, { lastUpdated })).toBe(
      '# 接入流程\n\n*Last updated 2026-09-01 09:00:00*\n\n## 创建应用\n\n在控制台创建应用。\n\n## 调用接口\n\n```json\n{"a": 1}\n```\n',
    );
  });

  it('puts the title on top of a source without a level-one heading, and no date line without a date', () => {
    expect(guideDocToMarkdown({ title: 'Sign <rules>', markdown: '## Step\n\ntext' }, { lastUpdated })).toBe('# Sign \\<rules\\>\n\n## Step\n\ntext\n');
    expect(guideDocToMarkdown({ title: 'T', markdown: '#hashtag text' }, { lastUpdated }).startsWith('# T\n\n#hashtag')).toBe(true);
  });

  it('a message: title, name and date, description, property table and example', () => {
    const text = messageDocToMarkdown(sampleMessageDoc, MESSAGE_LABELS);
    expect(text.startsWith('# 订单状态变更\n\n`ORDER_STATUS` · *Last updated 2026-08-01 08:00:00*\n\n## Description\n\n订单状态变化时推送。\n')).toBe(true);
    expect(tableRows(text, 'Name')).toEqual([
      ['`orderId`', 'String', 'Required', ' ', ' '],
      ['`status`', 'Integer', 'Required', ' ', ' '],
    ]);
    expect(text).toContain('## Example\n\n```json\n{"orderId":"A1","status":10}\n```');
    expect(messageDocToMarkdown({ ...sampleMessageDoc, example: undefined, properties: [] }, MESSAGE_LABELS)).toContain(
      '## Properties\n\nNo parameters\n\n## Example\n\nNo example\n',
    );
  });
});

describe("an OpenAPI operation's every response as Markdown", () => {
  const reading = readOpenApi(shopSet(), 7, (markdown) => `<p>${markdown}</p>`);
  const pageOf = (code: string) => reading.apiDoc(reading.operations.find((entry) => entry.code === code)?.id ?? 0) as ApiDoc;
  const markdown = apiDocToMarkdown(pageOf('getOrder'), API_LABELS);
  /** From the h3 `title` to the next h2 or h3. */
  const section = (title: string) => {
    const start = markdown.indexOf(`### ${title}\n`);
    const rest = markdown.slice(start + 1);
    const end = rest.search(/\n#{2,3} /);
    return end < 0 ? rest : rest.slice(0, end);
  };

  it("carries each status under the response: an error's body, headers and examples, an external one by its address", () => {
    const notFound = section('Response 404');
    expect(notFound).toContain('No such order.');
    expect(notFound).toContain('Content type: application/problem+json');
    expect(tableRows(notFound, 'Name')[0]).toEqual(['`kind`', 'string', 'Required', ' ', 'What kind of problem ([a stored answer](examples/not-found.json)).']);
    expect(notFound).toContain('#### Headers');
    expect(notFound).toContain('| `X-Request-Id` | string\u00a0\\<uuid\\> | Required |');
    expect(notFound).toContain('#### Examples\n\n`An unknown order`:\n\n```\n{\n  "kind": "not-found",');
    expect(notFound).toContain('`A stored answer`: The example is kept at https://docs.example.test/specs/examples/not-found.json');
  });

  it("gives the success's headers and links, its body staying the response table", () => {
    const ok = section('Response 200');
    expect(ok).toContain('| `X-Rate-Limit-Remaining` | integer | Optional |');
    expect(tableRows(ok.slice(ok.indexOf('#### Links')), 'Name')).toEqual([['CancelOrder', '`cancelOrder`', 'orderId = $response.body#/id', 'Cancels **this** order.']]);
    expect(ok).not.toContain('Content type');
    expect(markdown.indexOf('| `status` |')).toBeLessThan(markdown.indexOf('### Response 200'));
  });

  it('names the alternatives of a discriminated oneOf by their mapping values', () => {
    expect(section('Default response')).toContain('| `body.out-of-stock` | OutOfStock |');
  });

  it("carries an operation's callbacks: the expression with its method and the request body", () => {
    const placed = apiDocToMarkdown(pageOf('POST /orders'), API_LABELS);
    const callbacks = placed.slice(placed.indexOf('## Callbacks'));
    expect(callbacks).toContain('### orderShipped\n\n`POST https://hooks.shop.test/customers/{$request.body#/customer}`\n\nSent when the order **ships**.');
    expect(callbacks).toContain('| `customer.name` |');
    expect(markdown).not.toContain('## Callbacks');
  });

  it('says nothing of responses or callbacks for an lcp document', () => {
    const lcp = apiDocToMarkdown(sampleApiDoc, API_LABELS);
    expect(lcp).not.toMatch(/### (Response \d|Default response)/);
    expect(lcp).not.toContain('Callbacks');
  });
});
