import { screen, waitFor } from '@testing-library/react';
import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import { AccessGuidePage } from '../../../src/ui/docs/guide/access-guide.page';
import { MessageDocPage } from '../../../src/ui/docs/message/message-doc.page';
import { SdkDocPage } from '../../../src/ui/docs/sdk/sdk-doc.page';
import { NotificationHost } from '../../../src/ui/notifications/notification-host.view';
import { fakeUseCases } from '../../fakes/fake-use-cases';
import { failingDiagramRenderer } from '../../fakes/fake-diagrams';
import { sampleGuideDoc } from '../../fakes/sample-docs';
import { renderApp } from '../support/render-app';
import { XSS_PAYLOADS } from '../support/xss-payloads';

const DIAGRAM = 'sequenceDiagram\n  M->>G: Signed request\n  G-->>M: Response';
const GUIDE_ROUTES = ['/open-business-document/access-guide/$unitId', '/open-business-document/access-guide/$unitId/$docId'];

describe('access guide page', () => {
  it('opens the first page of the tree, renders its markdown with a table of contents and breadcrumbs', async () => {
    const { location } = await renderApp(<AccessGuidePage />, { routes: GUIDE_ROUTES, path: '/open-business-document/access-guide/101' });
    await waitFor(() => expect(location().pathname).toBe('/open-business-document/access-guide/101/801'));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('接入流程');
    expect(screen.getByRole('heading', { level: 2, name: '创建应用' }).id).toBe('创建应用');
    expect(screen.getByRole('navigation', { name: 'On this page', hidden: true }).textContent).toBe('On this page创建应用调用接口');
    expect(screen.getByRole('navigation', { name: 'Breadcrumbs' }).textContent).toContain('Access guide / 接入流程');
    expect(document.querySelector('pre code.hljs.language-json')).toBeTruthy();
    expect(screen.getByText(/Last updated 2026-09-01/)).toBeTruthy();
    expect(screen.getByRole('group', { name: /helpful/i })).toBeTruthy();
  });

  it('sanitizes markdown: raw HTML cannot run', async () => {
    const useCases = fakeUseCases({ guideDoc: () => TE.right({ ...sampleGuideDoc, markdown: `# T\n\n${XSS_PAYLOADS.join('\n\n')}` }) });
    await renderApp(<AccessGuidePage />, { useCases, routes: GUIDE_ROUTES, path: '/open-business-document/access-guide/101/801' });
    await screen.findByRole('heading', { level: 1 });
    expect(document.querySelectorAll('script, iframe, object, embed, form').length).toBe(0);
    for (const element of document.body.querySelectorAll('*')) {
      for (const attribute of element.attributes) expect(/^on/i.test(attribute.name) || /^\s*javascript:/i.test(attribute.value)).toBe(false);
    }
  });

  const withDiagram = { ...sampleGuideDoc, markdown: `${sampleGuideDoc.markdown}\n\`\`\`mermaid\n${DIAGRAM}\n\`\`\`\n` };

  it('draws a mermaid block as a figure with its SVG; a page without one never loads the renderer', async () => {
    const plain = await renderApp(<AccessGuidePage />, { routes: GUIDE_ROUTES, path: '/open-business-document/access-guide/101/801' });
    await screen.findByRole('heading', { level: 2, name: '创建应用' });
    expect(plain.useCases.calls.diagrams).toHaveLength(0);
    plain.unmount();

    const useCases = fakeUseCases({ guideDoc: () => TE.right(withDiagram) });
    await renderApp(<AccessGuidePage />, { useCases, routes: GUIDE_ROUTES, path: '/open-business-document/access-guide/101/801' });
    const drawing = await screen.findByRole('img', { name: 'Diagram' });
    expect(drawing.closest('figure')).toBeTruthy();
    expect(drawing.textContent).toBe('sequenceDiagram');
    expect(document.querySelector('[data-diagram="mermaid"]')).toBeNull();
    expect(useCases.calls.diagrams).toHaveLength(1);
  });

  it('a diagram that cannot be drawn keeps its source, with a note (Chinese)', async () => {
    const useCases = fakeUseCases({ guideDoc: () => TE.right(withDiagram), diagrams: () => Promise.resolve(failingDiagramRenderer) });
    await renderApp(<AccessGuidePage />, { useCases, locale: 'zh-cn', routes: GUIDE_ROUTES, path: '/open-business-document/access-guide/101/801' });
    const note = await screen.findByRole('note');
    expect(note.textContent).toBe('此图无法绘制，显示其源码。');
    expect(note.previousElementSibling?.textContent).toBe(DIAGRAM);
    expect(document.querySelector('figure')).toBeNull();
  });

  it('a renderer that does not load keeps the source, with a note', async () => {
    const useCases = fakeUseCases({ guideDoc: () => TE.right(withDiagram), diagrams: () => Promise.reject(new Error('chunk failed')) });
    await renderApp(<AccessGuidePage />, { useCases, routes: GUIDE_ROUTES, path: '/open-business-document/access-guide/101/801' });
    expect((await screen.findByRole('note')).textContent).toBe('This diagram could not be drawn; its source is shown.');
    expect(screen.getByText(/M->>G: Signed request/)).toBeTruthy();
  });

  it('a unit without a guide says so', async () => {
    const useCases = fakeUseCases({ guideTree: () => TE.right([]) });
    await renderApp(<AccessGuidePage />, { useCases, routes: GUIDE_ROUTES, path: '/open-business-document/access-guide/101' });
    expect(await screen.findByText('This business unit has no access guide yet.')).toBeTruthy();
  });
});

describe('message doc page', () => {
  it('shows the message, its properties and example, with the unit menu (Chinese)', async () => {
    await renderApp(<MessageDocPage />, {
      locale: 'zh-cn',
      routes: ['/open-business-document/message-doc/$unitId/$docId'],
      path: '/open-business-document/message-doc/101/901',
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('订单状态变更');
    expect(screen.getByRole('table', { name: '消息属性' }).textContent).toContain('orderId');
    expect(screen.getByText('共 2 个字段')).toBeTruthy();
    expect(screen.getByRole('region', { name: '消息示例' }).textContent).toContain('"status": 10');
  });
});

describe('SDK page', () => {
  it('lists base and business SDKs with downloads; a missing file says SDK not exist!', async () => {
    const { user } = await renderApp(
      <>
        <SdkDocPage />
        <NotificationHost />
      </>,
      { routes: ['/open-business-document/sdk-doc/$unitId'], path: '/open-business-document/sdk-doc/101' },
    );
    const download = await screen.findByRole('link', { name: 'Download lop-sdk-java' });
    expect(download.getAttribute('href')).toBe('https://files.test/sdk/java.zip');
    expect(screen.getByRole('table', { name: 'Business SDKs of this unit' }).textContent).toContain('inbound-sdk-python');
    await user.click(screen.getByRole('button', { name: 'Download inbound-sdk-go' }));
    expect(await screen.findByText('SDK not exist!')).toBeTruthy();
  });

  it('a failed list is said in place', async () => {
    const useCases = fakeUseCases({ bizSdks: () => TE.left({ kind: 'Timeout' }) });
    await renderApp(<SdkDocPage />, { useCases, routes: ['/open-business-document/sdk-doc/$unitId'], path: '/open-business-document/sdk-doc/101' });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Request timeout'));
  });
});
