import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AppError } from '../../../src/application/errors/app-error';
import { InlineError } from '../../../src/ui/widgets/call-state.view';
import { CallFailure } from '../../../src/ui/portal/task-query';
import { renderApp } from '../support/render-app';

describe('InlineError', () => {
  it.each<[string, AppError, string]>([
    ['a lost connection', { kind: 'Network' }, 'Network'],
    ['a timeout', { kind: 'Timeout' }, 'Request timeout, please try again later'],
    ['a server error', { kind: 'Http', status: 502 }, '502'],
  ])('offers Retry after %s, and retries', async (_case, error, said) => {
    const retry = vi.fn();
    const { user } = await renderApp(<InlineError error={new CallFailure(error)} onRetry={retry} />);
    expect(screen.getByRole('alert').textContent).toContain(said);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it.each<[string, AppError]>([
    ['a not-found document', { kind: 'Business', code: 404, message: 'Document not found' }],
    ['a business refusal', { kind: 'Business', code: 30001, message: 'No unit' }],
    ['a contract mismatch', { kind: 'Contract', endpoint: '/doc', issues: 'id' }],
    ['an HTTP not-found', { kind: 'Http', status: 404 }],
  ])('says %s without a Retry that would fail again', async (_case, error) => {
    await renderApp(<InlineError error={new CallFailure(error)} onRetry={() => undefined} />);
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
