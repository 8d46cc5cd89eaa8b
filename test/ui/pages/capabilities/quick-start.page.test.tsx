import { screen, waitFor, within } from '@testing-library/react';
import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import { QuickStartPage } from '../../../../src/ui/pages/capabilities/quick-start.page';
import { fakeUseCases, signedInSession } from '../../../fakes/fake-use-cases';
import { renderApp } from '../../support/render-app';

// Whole pages with several lists render slowly in jsdom when the suite runs in parallel: wait up to 4 s, not 1.

const section = (name: string) => screen.getByRole('region', { name });
const hrefs = (element: HTMLElement) => within(element).getAllByRole('link').map((link) => link.getAttribute('href'));

describe('quick start (/quick)', { timeout: 20_000 }, () => {
  it('lists the first open unit’s interfaces and messages, the SDKs, and the access process', async () => {
    const { useCases } = await renderApp(<QuickStartPage />, { path: '/quick' });
    await waitFor(() => expect(within(section('Interfaces')).getAllByRole('listitem')).toHaveLength(8));
    expect(useCases.calls.apiPage).toEqual([[101, 0, 8]]);
    expect(within(section('Interfaces')).getByRole('link', { name: '接口 1' }).getAttribute('href')).toBe('/open-business-document/api-doc/101/6001');
    expect(within(section('Interfaces')).getByText('/api/v1/op1')).toBeTruthy();

    await waitFor(() => expect(within(section('Push messages')).getAllByRole('listitem')).toHaveLength(1));
    expect(useCases.calls.messageMenu).toEqual([[101, { kind: 'released' }]]);
    expect(within(section('Push messages')).getByRole('link', { name: 'ORDER_STATUS' }).getAttribute('href')).toBe('/open-business-document/message-doc/101/901');

    const sdks = section('SDKs');
    await waitFor(() => expect(within(sdks).getByRole('link', { name: 'Download lop-sdk-java' }).getAttribute('href')).toBe('https://files.test/sdk/java.zip'));
    expect(within(sdks).getByText('Version 2.3.0 · Java', { exact: false })).toBeTruthy();
    expect(within(sdks).getByRole('link', { name: 'Business SDKs of this unit' }).getAttribute('href')).toBe('/open-business-document/sdk-doc/101');

    const steps = screen.getByTestId('quick-steps');
    expect(within(steps).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Step 1:Log in or register',
      'Step 2:Choose your team',
      'Step 3:Create an app',
      'Step 4:Read the documents',
      'Step 5:Sign your requests',
      'Step 6:Test the call',
      'Step 7:Go live',
    ]);
    expect(hrefs(steps)).toEqual([
      '/chooseSupplier?from=%2Fquick',
      '/competence-center',
      '/open-business-document/common-development-tools/101/sign',
      '/open-business-document/common-development-tools/101/api-test',
      '/admin/#/openBiz',
    ]);
  });

  it.each([
    ['en-us', 'Order status change notice', 'Order status change notice'],
    ['zh-cn', '订单状态变更', '订单状态变更'],
  ] as const)('names a message as the list gives it (in the site language), its code under it (%s)', async (locale, chineseName, link) => {
    const messageMenu = () => TE.right([{ code: 'status', name: 'Status', messages: [{ id: 901, name: 'ORDER_STATUS', chineseName }] }]);
    await renderApp(<QuickStartPage />, { useCases: fakeUseCases({ messageMenu }), path: '/quick', locale });
    const messages = await screen.findByTestId('quick-messages-items');
    expect(within(messages).getByRole('link', { name: link }).getAttribute('href')).toBe('/open-business-document/message-doc/101/901');
    expect(within(messages).getByText('ORDER_STATUS')).toBeTruthy();
  });

  it('an English reader given a Chinese message name (a backend that ignores the locale) gets the code alone', async () => {
    await renderApp(<QuickStartPage />, { path: '/quick' });
    const messages = await screen.findByTestId('quick-messages-items');
    expect(within(messages).getByRole('link', { name: 'ORDER_STATUS' })).toBeTruthy();
    expect(within(messages).getByRole('listitem').textContent).toBe('ORDER_STATUS');
  });

  it('offers only units anyone may open, and lists the chosen one', async () => {
    const { user, useCases } = await renderApp(<QuickStartPage />, { path: '/quick' });
    const picker = await screen.findByRole('combobox', { name: 'Business unit' });
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual(['Inbound orders', 'Waybills']);
    await user.selectOptions(picker, 'Waybills');
    await waitFor(() => expect(useCases.calls.apiPage.at(-1)).toEqual([201, 0, 8]));
    await waitFor(() => expect(within(section('Interfaces')).getByRole('link', { name: '接口 1' }).getAttribute('href')).toBe('/open-business-document/api-doc/201/6001'));
  });

  it('asks a visitor to log in, with the header’s login', async () => {
    const { user, useCases } = await renderApp(<QuickStartPage />, { path: '/quick' });
    const prompt = await screen.findByRole('complementary', { name: 'Log in to start building' });
    await user.click(within(prompt).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(useCases.calls.startLogin).toHaveLength(1));
  });

  it('shows no login prompt to a signed-in user, and says step 1 is done', async () => {
    const session = signedInSession();
    await renderApp(<QuickStartPage />, { useCases: fakeUseCases({ session: () => session }), path: '/quick' });
    await screen.findByRole('link', { name: '接口 1' });
    expect(screen.queryByRole('complementary', { name: 'Log in to start building' })).toBeNull();
    expect(screen.queryByTestId('quick-login-prompt')).toBeNull();
    expect(within(screen.getByTestId('quick-steps')).getByText('You are logged in')).toBeTruthy();
  });

  it('a failed list says so in its own box; the others stay', async () => {
    let fail = true;
    const useCases = fakeUseCases({ apiPage: () => (fail ? TE.left({ kind: 'Timeout' }) : TE.right([{ id: 7, code: 'C', name: 'Create waybill', path: '/waybill/create' }])) });
    const { user } = await renderApp(<QuickStartPage />, { useCases, path: '/quick' });
    const interfaces = section('Interfaces');
    expect((await within(interfaces).findByRole('alert')).textContent).toContain('Request timeout');
    await waitFor(() => expect(within(section('Push messages')).getAllByRole('listitem')).toHaveLength(1));
    expect(within(section('SDKs')).getAllByRole('listitem')).toHaveLength(1);
    fail = false;
    await user.click(within(interfaces).getByRole('button', { name: 'Retry' }));
    expect(await within(interfaces).findByRole('link', { name: 'Create waybill' })).toBeTruthy();
  });

  it('without the unit list, interfaces and messages say its failure; the SDKs still show', async () => {
    const useCases = fakeUseCases({ listClassifiedBizUnits: () => TE.left({ kind: 'Network' }) });
    await renderApp(<QuickStartPage />, { useCases, path: '/quick' });
    await waitFor(() => expect(within(section('Interfaces')).getByRole('alert')).toBeTruthy());
    expect(within(section('Push messages')).getByRole('alert')).toBeTruthy();
    await waitFor(() => expect(within(section('SDKs')).getAllByRole('listitem')).toHaveLength(1));
    expect(useCases.calls.apiPage).toEqual([]);
    // The steps that need a unit only explain.
    expect(hrefs(screen.getByTestId('quick-steps'))).toEqual(['/chooseSupplier?from=%2Fquick', '/competence-center', '/admin/#/openBiz']);
  });

  it('says an empty list plainly, in Chinese', async () => {
    const useCases = fakeUseCases({ messageMenu: () => TE.right([]), baseSdks: () => TE.right([]) });
    await renderApp(<QuickStartPage />, { useCases, path: '/quick', locale: 'zh-cn' });
    expect((await screen.findByTestId('quick-messages-empty')).textContent).toBe('该业务单元暂无推送消息。');
    expect((await screen.findByTestId('quick-sdks-empty')).textContent).toBe('暂未发布 SDK。');
  });
});
