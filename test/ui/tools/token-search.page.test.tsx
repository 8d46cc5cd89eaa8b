import { screen, within } from '@testing-library/react';
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import type { TokenQuery, TokenQueryResult } from '../../../src/application/use-cases/query-token.use-case';
import { makeQueryToken } from '../../../src/application/use-cases/query-token.use-case';
import { environmentOf, type TokenGrant } from '../../../src/domain/token/token-info';
import { TokenSearchPage } from '../../../src/ui/tools/token/token-search.page';
import { fakeUseCases } from '../../fakes/fake-use-cases';
import { renderApp } from '../support/render-app';

const grant = (env: string, appKey: string, pin: string): TokenGrant => ({
  env,
  environment: environmentOf(env),
  appKey,
  pin,
  authorizationTime: '2026-04-01 10:00:00',
  expirationTime: '2027-04-01 10:00:00',
});

/** The real use case over a fake port: the page's validation and filtering are the use case's. */
const withGrants = (grants: readonly TokenGrant[]) => {
  const asked: TokenQuery[] = [];
  const query = makeQueryToken({ tokens: { grantsOf: () => TE.right(grants) } });
  const useCases = fakeUseCases({
    queryToken: (input: TokenQuery) => {
      asked.push(input);
      return query(input);
    },
  });
  return { useCases, asked };
};

describe('token query page', () => {
  it('shows where the token is valid, in the chosen environment', async () => {
    const { useCases, asked } = withGrants([grant('生产环境 / Production', 'FRESH0APPKEY0001', 'merchant.dev'), grant('测试环境 / Test', 'FRESH0APPKEY0001', 'merchant.dev')]);
    const { user } = await renderApp(<TokenSearchPage />, { useCases });
    await user.type(screen.getByRole('textbox', { name: /Access token/ }), 'a1f3c9e2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Authorization environment' }), 'Test');
    await user.click(screen.getByRole('button', { name: 'Query' }));
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'EnvironmentApp keyAuthorized account (pin)Authorization timeExpiration time',
      'TestFRESH0APPKEY0001merchant.dev2026-04-01 10:00:002027-04-01 10:00:00',
    ]);
    expect(asked).toEqual([{ accessToken: 'a1f3c9e2', environment: 'test' }]);
    expect(screen.queryByText(/partly hidden/)).toBeNull();
  });

  it('says why the pin is masked', async () => {
    const { useCases } = withGrants([grant('生产环境 / Production', 'FR********01', 'me****ev')]);
    const { user } = await renderApp(<TokenSearchPage />, { useCases });
    await user.type(screen.getByRole('textbox', { name: /Access token/ }), 'a1f3');
    await user.click(screen.getByRole('button', { name: 'Query' }));
    const note = await screen.findByRole('note');
    expect(note.textContent).toBe("The account and app key are partly hidden: you are not signed in, or this app is not your account's.");
    // Information, not an error: a note with the info icon (its blue is measured in tools.spec.ts), and no alert.
    expect(note.querySelector('svg')).not.toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('an unknown token, and a token valid only elsewhere, say so', async () => {
    const { useCases } = withGrants([grant('生产环境 / Production', 'A', 'p')]);
    const { user } = await renderApp(<TokenSearchPage />, { useCases });
    await user.type(screen.getByRole('textbox', { name: /Access token/ }), 'tok');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Authorization environment' }), 'EU production');
    await user.click(screen.getByRole('button', { name: 'Query' }));
    expect(await screen.findByText(/valid in 1 other environment/)).toBeTruthy();
  });

  it('a bad token is named in place and kept (Chinese)', async () => {
    const { useCases, asked } = withGrants([]);
    const { user } = await renderApp(<TokenSearchPage />, { useCases, locale: 'zh-cn' });
    const input = screen.getByRole('textbox', { name: /访问令牌/ });
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(screen.getByRole('alert').textContent).toBe('请输入访问令牌');
    await user.type(input, 'ab cd');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(screen.getByRole('alert').textContent).toBe('访问令牌中不能有空格或换行');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect((input as HTMLInputElement).value).toBe('ab cd');
    expect(asked).toHaveLength(2);
  });

  it('a failing query is described in place', async () => {
    const useCases = fakeUseCases({ queryToken: () => TE.left({ kind: 'Timeout' }) as TE.TaskEither<never, TokenQueryResult> });
    const { user } = await renderApp(<TokenSearchPage />, { useCases });
    await user.type(screen.getByRole('textbox', { name: /Access token/ }), 'tok');
    await user.click(screen.getByRole('button', { name: 'Query' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/timeout/i);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Access token/ }).value).toBe('tok');
  });

  it('a second lookup replaces the first answer; the button waits while a lookup is on its way', async () => {
    const answers: ((grants: readonly TokenGrant[]) => void)[] = [];
    const useCases = fakeUseCases({
      queryToken: () => () =>
        new Promise((resolve) => {
          answers.push((grants) => resolve(E.right({ grants, masked: false, elsewhere: 0 })));
        }),
    });
    const { user } = await renderApp(<TokenSearchPage />, { useCases });
    const token = screen.getByRole('textbox', { name: /Access token/ });
    await user.type(token, 'tok');
    await user.click(screen.getByRole('button', { name: 'Query' }));
    await user.click(screen.getByRole('button', { name: /Query/ }));
    expect(answers).toHaveLength(1);
    answers[0]?.([grant('PRODUCTION', 'first-app', 'pin1')]);
    expect(await screen.findByText('first-app')).toBeTruthy();
    await user.type(token, '2');
    await user.click(screen.getByRole('button', { name: 'Query' }));
    answers[1]?.([grant('PRODUCTION', 'second-app', 'pin2')]);
    expect(await screen.findByText('second-app')).toBeTruthy();
    expect(screen.queryByText('first-app')).toBeNull();
  });
});
