import { screen, within } from '@testing-library/react';
import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import type { AppError } from '../../../../src/application/errors/app-error';
import type { ApplyForm } from '../../../../src/application/use-cases/load-apply-form.use-case';
import { makeSubmitSystemApplication } from '../../../../src/application/use-cases/submit-application.use-case';
import { APPLICATION_SCENARIOS } from '../../../../src/domain/product/my-system';
import { ExternalApplyPage, ProductApplyPage } from '../../../../src/ui/pages/apply/apply.page';
import { fakeUseCases } from '../../../fakes/fake-use-cases';
import { renderApp } from '../../support/render-app';
import { wmsDetail } from '../products/product-samples';

const SYSTEM_FORM = {
  terms: [1, 2, 3],
  scenarios: APPLICATION_SCENARIOS,
  initial: { systemName: '', scenario: undefined, term: 1, agreed: false },
};

/** The external form over the real submit use case (its validation); nothing is ever sent. */
const externalUseCases = () =>
  fakeUseCases({
    loadSystemApplyForm: () => TE.right(SYSTEM_FORM),
    submitSystemApplication: makeSubmitSystemApplication({
      mySystems: { apply: () => TE.left<AppError>({ kind: 'Network' }), systems: () => TE.left<AppError>({ kind: 'Network' }) },
    }),
  });

const TMS_FORM: ApplyForm = {
  product: { productId: 3, productCode: 'lcp-tms', name: '运输管理 TMS', nameEn: 'Transport management TMS', terms: [1, 2, 5], administrator: true, applied: false },
  terms: [1, 2, 5],
  initial: { term: 1, agreed: false },
  alreadyApplied: false,
};

const INTERNAL_ROUTES = ['/apply/$productCode', '/apply/result/$productCode', '/productDetail/$productCode'];

describe('the agreement checkbox', { timeout: 20_000 }, () => {
  it('is a labelled, required checkbox reached by Tab after the term and ticked with Space', async () => {
    const { user } = await renderApp(<ExternalApplyPage />, { useCases: externalUseCases(), path: '/apply' });
    const term = await screen.findByRole('radio', { name: '1 year' });
    const agreement = screen.getByRole('checkbox', { name: /^I have read and accept the Software Licence Agreement ?\(required\)$/ });
    expect(agreement.hasAttribute('required')).toBe(true);
    expect(agreement).toHaveProperty('checked', false);

    term.focus();
    await user.tab();
    expect(document.activeElement).toBe(agreement);
    await user.keyboard(' ');
    expect(agreement).toHaveProperty('checked', true);
    // Then the licence text, in its dialog.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Read the Software Licence Agreement' }));
  });

  it('is marked invalid and described by its error until it is ticked', async () => {
    const { user } = await renderApp(<ExternalApplyPage />, { useCases: externalUseCases(), path: '/apply', locale: 'zh-cn' });
    await user.click(await screen.findByRole('button', { name: '提交申请' }));
    const agreement = screen.getByRole('checkbox', { name: /我已阅读并同意《软件许可协议》/ });
    const error = screen.getByText('请阅读并同意《软件许可协议》后再提交申请。');
    expect(agreement.getAttribute('aria-invalid')).toBe('true');
    expect(agreement.getAttribute('aria-describedby')).toBe(error.id);
    await user.click(agreement);
    expect(agreement.getAttribute('aria-invalid')).not.toBe('true');
    expect(agreement.hasAttribute('aria-describedby')).toBe(false);
    expect(screen.queryByText('请阅读并同意《软件许可协议》后再提交申请。')).toBeNull();
  });
});

describe('the internal apply page names its product', () => {
  it('beside a label with the full-width colon in Chinese', async () => {
    const useCases = fakeUseCases({ loadApplyForm: () => TE.right(TMS_FORM) });
    await renderApp(<ProductApplyPage />, { useCases, path: '/apply/lcp-tms', routes: INTERNAL_ROUTES, locale: 'zh-cn' });
    const form = (await screen.findByRole('radio', { name: '1 年' })).closest('form');
    expect(within(form as HTMLElement).getByText('产品：').parentElement?.textContent).toBe('产品：运输管理 TMS');
  });

  it('beside an English label with its colon and space', async () => {
    const useCases = fakeUseCases({ loadApplyForm: () => TE.right(TMS_FORM) });
    await renderApp(<ProductApplyPage />, { useCases, path: '/apply/lcp-tms', routes: INTERNAL_ROUTES });
    await screen.findByRole('radio', { name: '1 year' });
    expect(screen.getByText('Transport management TMS').parentElement?.textContent).toBe('Product: Transport management TMS');
  });

  it('in the title for a member who is not the administrator, from the product’s own page', async () => {
    const useCases = fakeUseCases({ loadProductDetail: () => TE.right(wmsDetail) });
    await renderApp(<ProductApplyPage />, { useCases, path: '/apply/lcp-wms', routes: INTERNAL_ROUTES, locale: 'zh-cn' });
    expect(await screen.findByText('您的账号不是管理员账号，请使用管理员账号登录后申请')).toBeTruthy();
    expect((await screen.findByRole('heading', { level: 1, name: '申请使用云仓 WMS' })).textContent).toBe('申请使用云仓 WMS');
    expect(useCases.calls.loadProductDetail).toEqual([['lcp-wms']]);
  });

  it('and keeps the plain title when the product cannot be found', async () => {
    await renderApp(<ProductApplyPage />, { path: '/apply/lcp-wms', routes: INTERNAL_ROUTES });
    expect(await screen.findByText('Your account is not an administrator account, please log in with an administrator account to apply')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Apply for use');
  });
});
