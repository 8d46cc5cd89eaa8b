import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiDocPage } from '../../../src/ui/docs/api-doc/api-doc.page';
import { AccessGuidePage } from '../../../src/ui/docs/guide/access-guide.page';
import { MessageDocPage } from '../../../src/ui/docs/message/message-doc.page';
import { renderApp } from '../support/render-app';
import { fakeUseCases } from '../../fakes/fake-use-cases';
import { externalDeployment, internalDeployment } from '../../fakes/deployments';
import { NotificationHost } from '../../../src/ui/notifications/notification-host.view';

/** What the page handed to the browser: the Blob behind the object URL and the link that was clicked. */
interface Download {
  readonly blob: Blob;
  readonly fileName: string;
  readonly href: string;
}

let downloads: Download[];
let revoked: string[];
const blobs = new Map<string, Blob>();

beforeEach(() => {
  downloads = [];
  revoked = [];
  let next = 0;
  // jsdom has no object URLs and does not navigate: stand in for both, and record the link's click.
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${String(++next)}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => {
    revoked.push(url);
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.getAttribute('href') ?? '');
    if (blob) downloads.push({ blob, fileName: this.download, href: this.getAttribute('href') ?? '' });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  blobs.clear();
});

const downloaded = async (): Promise<{ text: string; fileName: string; type: string }> => {
  await waitFor(() => expect(downloads).toHaveLength(1));
  const [download] = downloads as [Download];
  await waitFor(() => expect(revoked).toEqual([download.href]));
  expect(document.querySelector('a[download]')).toBeNull();
  return { text: await download.blob.text(), fileName: download.fileName, type: download.blob.type };
};

describe('download this page', () => {
  it('an API document downloads as Markdown named by its code, with its name and parameters', async () => {
    const { user } = await renderApp(<ApiDocPage />, {
      locale: 'en-us',
      routes: ['/open-business-document/api-doc/$unitId/$docId'],
      path: '/open-business-document/api-doc/101/5001',
    });
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'Download this page' }));
    const { text, fileName, type } = await downloaded();
    expect(fileName).toBe('ECAP_ORDER_CREATE.md');
    expect(type).toBe('text/markdown;charset=utf-8');
    expect(text.startsWith('# 创建入库单\n')).toBe(true);
    expect(text).toContain('## Request parameters');
    expect(text).toContain('| `order.receiver.phone` | String | Optional |');
    expect(text).toContain('创建一张入库单。');
    expect(text).not.toContain('<p>');
  });

  it('a message document, in the reader’s language', async () => {
    const { user } = await renderApp(<MessageDocPage />, {
      locale: 'zh-cn',
      routes: ['/open-business-document/message-doc/$unitId/$docId'],
      path: '/open-business-document/message-doc/101/901',
    });
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: '下载本页' }));
    const { text, fileName } = await downloaded();
    expect(fileName).toBe('ORDER_STATUS.md');
    expect(text).toContain('## 消息属性');
    expect(text).toContain('| `status` | Integer | 必填 |');
  });

  it('a markdown document downloads its own source with the last update', async () => {
    const { user } = await renderApp(<AccessGuidePage />, {
      locale: 'en-us',
      routes: ['/open-business-document/access-guide/$unitId/$docId'],
      path: '/open-business-document/access-guide/101/801',
    });
    await screen.findByRole('heading', { level: 2, name: '创建应用' });
    await user.click(screen.getByRole('button', { name: 'Download this page' }));
    const { text, fileName } = await downloaded();
    expect(fileName).toBe('接入流程.md');
    expect(text).toBe('# 接入流程\n\n*Last updated 2026-09-01 09:00:00*\n\n## 创建应用\n\n在控制台创建应用。\n\n## 调用接口\n\n```json\n{"a": 1}\n```\n');
  });
});

describe('download OpenAPI', () => {
  it('an API document downloads as OpenAPI 3.0 JSON named <code>.openapi.json', async () => {
    const { user } = await renderApp(<ApiDocPage />, {
      locale: 'en-us',
      routes: ['/open-business-document/api-doc/$unitId/$docId'],
      path: '/open-business-document/api-doc/101/5001',
    });
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'Download OpenAPI' }));
    const { text, fileName, type } = await downloaded();
    expect(fileName).toBe('ECAP_ORDER_CREATE.openapi.json');
    expect(type).toBe('application/json;charset=utf-8');
    const spec = JSON.parse(text) as { openapi: string; info: { title: string }; paths: Record<string, { post: { operationId: string } }> };
    expect(spec.openapi).toBe('3.0.3');
    expect(spec.info.title).toBe('创建入库单');
    expect(Object.values(spec.paths)[0]?.post.operationId).toBe('ECAP_ORDER_CREATE');
    expect(text).toContain('"phone"');
  });

  it('a message document downloads as the POST the platform sends (zh-cn button)', async () => {
    const { user } = await renderApp(<MessageDocPage />, {
      locale: 'zh-cn',
      routes: ['/open-business-document/message-doc/$unitId/$docId'],
      path: '/open-business-document/message-doc/101/901',
    });
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: '下载 OpenAPI' }));
    const { text, fileName } = await downloaded();
    expect(fileName).toBe('ORDER_STATUS.openapi.json');
    const spec = JSON.parse(text) as { paths: Record<string, { post: { requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> } } }> };
    expect(Object.keys(spec.paths['/']?.post.requestBody.content['application/json']?.schema.properties ?? {})).toContain('status');
  });
});

describe('the page as Markdown, for an AI assistant', () => {
  const openApi = (useCases = fakeUseCases({ deployment: () => externalDeployment })) =>
    renderApp(
      <>
        <ApiDocPage />
        <NotificationHost />
      </>,
      { useCases, locale: 'en-us', routes: ['/open-business-document/api-doc/$unitId/$docId'], path: '/open-business-document/api-doc/101/5001' },
    );

  it('copies the same Markdown as the download, and says so', async () => {
    const { user } = await openApi();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'Copy page as Markdown' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    const [copied] = writeText.mock.calls[0] as unknown as [string];
    expect(copied.startsWith('# 创建入库单\n')).toBe(true);
    expect(copied).toContain('| `order.receiver.phone` | String | Optional |');
    expect(await screen.findByText('Copy succeed!')).toBeTruthy();
  });

  it('opens ChatGPT and Claude in a new tab, asking them to read the page\'s published Markdown twin', async () => {
    await openApi();
    const chatGpt = await screen.findByRole('link', { name: 'Open in ChatGPT' });
    const twin = `${window.location.origin}/docs/en-us/units/101/api/5001.md`;
    expect(chatGpt.getAttribute('href')).toBe(`https://chatgpt.com/?hints=search&q=${encodeURIComponent(`Read ${twin} so that I can ask you questions about it.`)}`);
    expect(chatGpt.getAttribute('target')).toBe('_blank');
    expect(chatGpt.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Open in Claude' }).getAttribute('href')).toContain(`https://claude.ai/new?q=${encodeURIComponent('Read ')}`);
  });

  it('offers no assistant on the staff portal, which publishes nothing: copying still works', async () => {
    await openApi(fakeUseCases({ deployment: () => internalDeployment }));
    expect(await screen.findByRole('button', { name: 'Copy page as Markdown' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open in ChatGPT' })).toBeNull();
  });
});
