import { screen, waitFor, within } from '@testing-library/react';
import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it, vi } from 'vitest';
import type { AppError } from '../../../../src/application/errors/app-error';
import type { MySystemPort } from '../../../../src/application/ports/my-system.port';
import type { ProductPort } from '../../../../src/application/ports/product.port';
import type { ApplyForm } from '../../../../src/application/use-cases/load-apply-form.use-case';
import { makeSubmitApplication, makeSubmitSystemApplication } from '../../../../src/application/use-cases/submit-application.use-case';
import { APPLICATION_SCENARIOS } from '../../../../src/domain/product/my-system';
import type { ProductApplication } from '../../../../src/domain/product/product-apply';
import { ExternalApplyPage, ProductApplyPage } from '../../../../src/ui/pages/apply/apply.page';
import { fakeUseCases } from '../../../fakes/fake-use-cases';
import { renderApp } from '../../support/render-app';

const SYSTEM_FORM = {
  terms: [1, 2, 3],
  scenarios: APPLICATION_SCENARIOS,
  initial: { systemName: '', scenario: undefined, term: 1, agreed: false },
};

/** The external page over the real submit use case (its validation) and a WMS port answering `apply`. */
const externalApp = (apply: MySystemPort['apply']) => {
  const port = { apply: vi.fn(apply), systems: () => TE.left<AppError>({ kind: 'Network' }) };
  const useCases = fakeUseCases({
    loadSystemApplyForm: () => TE.right(SYSTEM_FORM),
    submitSystemApplication: makeSubmitSystemApplication({ mySystems: port }),
  });
  return { port, useCases };
};

const systemName = () => screen.getByRole('textbox', { name: /System name/ });
const agreement = () => screen.getByRole('checkbox', { name: /I have read and accept the Software Licence Agreement/ });
const submitButton = () => screen.getByRole('button', { name: 'Submit application' });

// Form flows click through several controls; on a busy two-core machine that takes longer than the default 5 s.
describe('external apply (a WMS system)', { timeout: 20_000 }, () => {
  it('names every missing field under it, sends nothing and focuses the first', async () => {
    const { port, useCases } = externalApp(() => TE.right('WMS1'));
    const { user } = await renderApp(<ExternalApplyPage />, { useCases, path: '/apply' });
    await user.click(await screen.findByRole('button', { name: 'Submit application' }));
    expect(screen.getByRole('alert').textContent).toContain('Some fields need your attention');
    expect(screen.getByText('Please enter a system name.')).toBeTruthy();
    expect(screen.getByText('Please choose an application scenario.')).toBeTruthy();
    expect(screen.getByText('Please read and accept the Software Licence Agreement to apply.')).toBeTruthy();
    expect(systemName().getAttribute('aria-invalid')).toBe('true');
    expect(systemName().getAttribute('aria-describedby')).toContain(screen.getByText('Please enter a system name.').id);
    expect(document.activeElement).toBe(systemName());
    expect(port.apply).not.toHaveBeenCalled();
  });

  it('requires the agreement when everything else is filled in', async () => {
    const { port, useCases } = externalApp(() => TE.right('WMS900013'));
    const { user } = await renderApp(<ExternalApplyPage />, { useCases, path: '/apply' });
    await user.click(await screen.findByRole('textbox', { name: /System name/ }));
    await user.paste('华北新仓');
    await user.click(screen.getByRole('radio', { name: /^Apparel/ }));
    await user.click(submitButton());
    expect(screen.getByText('Please read and accept the Software Licence Agreement to apply.')).toBeTruthy();
    expect(screen.queryByText('Please enter a system name.')).toBeNull();
    expect(document.activeElement).toBe(agreement());
    expect(port.apply).not.toHaveBeenCalled();
    await user.click(agreement());
    expect(screen.queryByText('Please read and accept the Software Licence Agreement to apply.')).toBeNull();
  });

  it('sends the application and opens the result with the new system id', async () => {
    const { port, useCases } = externalApp(() => TE.right('WMS900013'));
    const { user, location } = await renderApp(<ExternalApplyPage />, { useCases, path: '/apply' });
    await user.click(await screen.findByRole('textbox', { name: /System name/ }));
    await user.paste('华北新仓');
    await user.click(screen.getByRole('radio', { name: /^Apparel/ }));
    await user.click(screen.getByRole('radio', { name: '2 years' }));
    await user.click(agreement());
    await user.click(submitButton());
    await waitFor(() => expect(location()).toEqual({ pathname: '/apply/result', search: { systemId: 'WMS900013' } }));
    expect(port.apply).toHaveBeenCalledWith({ systemName: '华北新仓', scenario: 'apparel', subscription: { amount: 2, unit: 'year' } });
  });

  it('shows a refused submit in place and keeps every field', async () => {
    const { useCases } = externalApp(() => TE.left({ kind: 'Business', code: 500, message: '系统繁忙 / System busy, try again later' }));
    const { user, location } = await renderApp(<ExternalApplyPage />, { useCases, path: '/apply' });
    await user.click(await screen.findByRole('textbox', { name: /System name/ }));
    await user.paste('Rossi EU hub');
    await user.click(screen.getByRole('radio', { name: /^Fast-moving consumer goods/ }));
    await user.click(screen.getByRole('radio', { name: '3 years' }));
    await user.click(agreement());
    await user.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toContain('The application was not sent: 系统繁忙 / System busy, try again later');
    expect(systemName()).toHaveProperty('value', 'Rossi EU hub');
    expect(screen.getByRole('radio', { name: /^Fast-moving consumer goods/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: '3 years' })).toHaveProperty('checked', true);
    expect(agreement()).toHaveProperty('checked', true);
    expect(location().pathname).toBe('/apply');
  });

  it('sends one application however often submit is pressed while it is under way', async () => {
    let finish: (id: string) => void = () => undefined;
    const { port, useCases } = externalApp(() => () => new Promise((resolve) => (finish = (id) => resolve({ _tag: 'Right', right: id }))));
    const { user, location } = await renderApp(<ExternalApplyPage />, { useCases, path: '/apply' });
    await user.click(await screen.findByRole('textbox', { name: /System name/ }));
    await user.paste('成都仓');
    await user.click(screen.getByRole('radio', { name: /^Apparel/ }));
    await user.click(agreement());
    await user.click(submitButton());
    const sending = screen.getByRole('button', { name: /Sending/ });
    expect(sending.hasAttribute('disabled')).toBe(true);
    sending.closest('form')?.requestSubmit();
    expect(port.apply).toHaveBeenCalledTimes(1);
    finish('WMS7');
    await waitFor(() => expect(location().search).toEqual({ systemId: 'WMS7' }));
    expect(port.apply).toHaveBeenCalledTimes(1);
  });

  it('shows the licence agreement itself', async () => {
    const { useCases } = externalApp(() => TE.right('WMS1'));
    const { user } = await renderApp(<ExternalApplyPage />, { useCases, path: '/apply', locale: 'zh-cn' });
    await user.click(await screen.findByRole('button', { name: '阅读《软件许可协议》' }));
    const dialog = await screen.findByRole('dialog', { name: '软件许可协议' });
    expect(within(dialog).getByRole('heading', { name: '三、您的数据' })).toBeTruthy();
    expect(dialog.textContent).toContain('运单、库存记录');
  });

  it('tells a member who is not the administrator, in place of the form', async () => {
    await renderApp(<ExternalApplyPage />, { path: '/apply' });
    expect(await screen.findByText('Your account is not an administrator account, please log in with an administrator account to apply')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit application' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/home');
  });

  it('says in place when the form cannot be opened, and retries', async () => {
    let fail = true;
    const useCases = fakeUseCases({ loadSystemApplyForm: () => (fail ? TE.left({ kind: 'Timeout' }) : TE.right(SYSTEM_FORM)) });
    const { user } = await renderApp(<ExternalApplyPage />, { useCases, path: '/apply' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Request timeout');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('textbox', { name: /System name/ })).toBeTruthy();
  });
});

const TMS_FORM: ApplyForm = {
  product: { productId: 3, productCode: 'lcp-tms', name: '运输管理 TMS', nameEn: 'Transport management TMS', terms: [1, 2, 5], administrator: true, applied: false },
  terms: [1, 2, 5],
  initial: { term: 1, agreed: false },
  alreadyApplied: false,
};

const APPLICATION: ProductApplication = {
  id: 9002,
  productId: 3,
  productCode: 'lcp-tms',
  productName: '运输管理 TMS',
  productNameEn: 'Transport management TMS',
  termYears: 5,
  status: 'underReview',
  applyTime: '2026-11-23 10:00:00',
};

const INTERNAL_ROUTES = ['/apply/$productCode', '/apply/result/$productCode', '/productDetail/$productCode'];

const internalApp = (submit: ProductPort['submitApplication'], form: ApplyForm = TMS_FORM) => {
  const products = { submitApplication: vi.fn(submit) } as unknown as ProductPort & { submitApplication: ReturnType<typeof vi.fn> };
  const useCases = fakeUseCases({ loadApplyForm: () => TE.right(form), submitApplication: makeSubmitApplication({ products }) });
  return { products, useCases };
};

describe('internal apply (a product)', { timeout: 20_000 }, () => {
  it('offers the server’s terms, requires the agreement, and opens the product’s result page', async () => {
    const { products, useCases } = internalApp(() => TE.right(APPLICATION));
    const { user, location } = await renderApp(<ProductApplyPage />, { useCases, path: '/apply/lcp-tms', routes: INTERNAL_ROUTES });
    expect(await screen.findByRole('heading', { level: 1, name: 'Apply to use Transport management TMS' })).toBeTruthy();
    expect(useCases.calls.loadApplyForm).toEqual([['lcp-tms']]);
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['1', '2', '5']);
    expect(screen.getByRole('radio', { name: '1 year' })).toHaveProperty('checked', true);
    expect(screen.queryByText(/already has an application/)).toBeNull();
    await user.click(screen.getByRole('radio', { name: '5 years' }));
    await user.click(submitButton());
    expect(screen.getByText('Please read and accept the Software Licence Agreement to apply.')).toBeTruthy();
    expect(products.submitApplication).not.toHaveBeenCalled();
    await user.click(agreement());
    await user.click(submitButton());
    await waitFor(() => expect(location().pathname).toBe('/apply/result/lcp-tms'));
    expect(products.submitApplication).toHaveBeenCalledWith({ productId: 3, term: 5 });
  });

  it('says so above the form when the team already applied, and cancels back to the product', async () => {
    const { useCases } = internalApp(() => TE.right(APPLICATION), { ...TMS_FORM, alreadyApplied: true });
    const { user, location } = await renderApp(<ProductApplyPage />, { useCases, path: '/apply/lcp-tms', routes: INTERNAL_ROUTES, locale: 'zh-cn' });
    expect(await screen.findByText('您的团队已有该产品的申请正在审核或使用中。您仍可再次申请，是否受理由平台决定。')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('申请使用运输管理 TMS');
    await user.click(screen.getByRole('link', { name: '取消' }));
    await waitFor(() => expect(location().pathname).toBe('/productDetail/lcp-tms'));
  });

  it('keeps the term and the agreement when the server refuses', async () => {
    const { useCases } = internalApp(() => TE.left({ kind: 'Business', code: 403, message: 'Your account is not an administrator account' }));
    const { user } = await renderApp(<ProductApplyPage />, { useCases, path: '/apply/lcp-tms', routes: INTERNAL_ROUTES });
    await user.click(await screen.findByRole('radio', { name: '2 years' }));
    await user.click(agreement());
    await user.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toContain('The application was not sent: Your account is not an administrator account');
    expect(screen.getByRole('radio', { name: '2 years' })).toHaveProperty('checked', true);
    expect(agreement()).toHaveProperty('checked', true);
    expect(submitButton().hasAttribute('disabled')).toBe(false);
  });

  it('tells a member who is not the administrator, with the way back to the product', async () => {
    await renderApp(<ProductApplyPage />, { path: '/apply/lcp-tms', routes: INTERNAL_ROUTES, locale: 'zh-cn' });
    expect(await screen.findByText('您的账号不是管理员账号，请使用管理员账号登录后申请')).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByRole('link', { name: '返回产品详情' }).getAttribute('href')).toBe('/productDetail/lcp-tms');
  });
});
