import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProtocolPage } from '../../../../src/ui/pages/programmes/protocol.page';
import { fakeUseCases } from '../../../fakes/fake-use-cases';
import { internalDeployment, internationalDeployment } from '../../../fakes/deployments';
import { renderApp } from '../../support/render-app';

const toc = () => screen.getByRole('navigation', { name: /Contents|目录/ });

/** Each table-of-contents entry with the element its anchor names. */
const tocTargets = () =>
  within(toc())
    .getAllByRole('link')
    .map((link) => {
      const hash = new URL(link.getAttribute('href') ?? '', 'http://portal.test').hash.slice(1);
      return { label: link.textContent, hash, target: document.getElementById(hash) };
    });

// Whole pages under jsdom on a shared machine: more room than the 5 s default.
describe('privacy agreement page', { timeout: 20_000 }, () => {
  it('has a title, an effective date and a table of contents whose every entry leads to its section (English)', async () => {
    await renderApp(<ProtocolPage />, { path: '/protocol' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Privacy agreement');
    expect(screen.getByText(/effective: 20 November 2026/)).toBeTruthy();
    const entries = tocTargets();
    expect(entries.map((entry) => entry.label)).toEqual([
      'Scope',
      'Information we collect',
      'How we use it',
      'Cookies and local storage',
      'Developer tools',
      'Sharing and disclosure',
      'Storage and retention',
      'Your rights',
      'Security',
      'Minors',
      'Changes to this agreement',
      'Contact us',
    ]);
    entries.forEach(({ label, target }, index) => {
      expect(target?.tagName).toBe('H2');
      expect(target?.textContent).toBe(`${String(index + 1)}. ${label ?? ''}`);
    });
  });

  it('names the cookies the portal sets and says the signature tool keeps secrets in the browser', async () => {
    await renderApp(<ProtocolPage />, { path: '/protocol' });
    const cookies = screen.getByRole('region', { name: '4. Cookies and local storage' });
    for (const name of ['lcpinfo', 'supplierId', 'groupCode']) expect(within(cookies).getByText(name)).toBeTruthy();
    const tools = screen.getByRole('region', { name: '5. Developer tools' });
    expect(tools.textContent).toContain('The signature tool works entirely in your browser');
    expect(tools.textContent).toContain('They are not sent to us and not stored');
  });

  it('moves to a section when its entry is chosen', async () => {
    const { user } = await renderApp(<ProtocolPage />, { path: '/protocol' });
    await user.click(within(toc()).getByRole('link', { name: 'Your rights' }));
    expect(document.activeElement?.id).toBe('privacy-rights');
  });

  it('gives the support contact and hours, and opens the contact dialog', async () => {
    const { user } = await renderApp(<ProtocolPage />, { path: '/protocol' });
    const contact = screen.getByRole('region', { name: '12. Contact us' });
    expect(within(contact).getByRole('link', { name: 'support@example.com' }).getAttribute('href')).toBe('mailto:support@example.com');
    expect(within(contact).getByText('Monday to Friday 9:00-18:00')).toBeTruthy();
    await user.click(within(contact).getByRole('button', { name: 'Show contact details' }));
    expect(await screen.findByRole('dialog', { name: 'Contact us' })).toBeTruthy();
  });

  it('shows the international contact without hours on an international site', async () => {
    await renderApp(<ProtocolPage />, { useCases: fakeUseCases({ deployment: () => internationalDeployment('us') }), path: '/protocol' });
    const contact = screen.getByRole('region', { name: '12. Contact us' });
    expect(within(contact).getByRole('link', { name: 'global-support@example.com' })).toBeTruthy();
    expect(within(contact).queryByText('Monday to Friday 9:00-18:00')).toBeNull();
  });

  it('reads in Chinese on the staff site, with the same anchors', async () => {
    await renderApp(<ProtocolPage />, { useCases: fakeUseCases({ deployment: () => internalDeployment }), path: '/protocol', locale: 'zh-cn' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('隐私协议');
    expect(screen.getByText('更新及生效日期：2026年11月20日')).toBeTruthy();
    const entries = tocTargets();
    expect(entries).toHaveLength(12);
    expect(entries[0]?.label).toBe('适用范围');
    for (const { hash, target } of entries) expect(target?.id).toBe(hash);
  });
});
