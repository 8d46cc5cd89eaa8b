import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import type { AppError } from '../../../src/application/errors/app-error';
import { CallFailure, runTask } from '../../../src/ui/portal/task-query';

type Refusal = { readonly kind: 'NotAdministrator' } | { readonly kind: 'TeamUnknown'; readonly cause: AppError } | AppError;
const busy: AppError = { kind: 'Business', code: 500, message: 'busy' };

describe('the read pipe: a use case to a query', () => {
  it('gives the answer', async () => {
    expect(await runTask(TE.right(3))).toBe(3);
  });

  it('rejects with the failed call: an AppError as it is, a wrapped failure by its cause', async () => {
    await expect(runTask(TE.left(busy))).rejects.toEqual(new CallFailure(busy));
    const wrapped = runTask(TE.left<Refusal, string>({ kind: 'TeamUnknown', cause: busy }), { NotAdministrator: () => 'refused' });
    await expect(wrapped).rejects.toBeInstanceOf(CallFailure);
    await expect(wrapped.catch((error: unknown) => (error as CallFailure).appError)).resolves.toBe(busy);
  });

  it('turns a named failure into the data its page shows, whatever its kind', async () => {
    const outcomes = { NotAdministrator: () => 'refused', Business: (failure: { code: number }) => `business ${failure.code}` };
    expect(await runTask(TE.left<Refusal, string>({ kind: 'NotAdministrator' }), outcomes)).toBe('refused');
    expect(await runTask(TE.left<Refusal, string>(busy), outcomes)).toBe('business 500');
    await expect(runTask(TE.left<Refusal, string>({ kind: 'Timeout' }), outcomes)).rejects.toEqual(new CallFailure({ kind: 'Timeout' }));
  });

  it('lets a handler throw the page’s own error', async () => {
    const missing = new Error('missing');
    const read = runTask(TE.left<Refusal, string>({ kind: 'NotAdministrator' }), {
      NotAdministrator: (): never => {
        throw missing;
      },
    });
    await expect(read).rejects.toBe(missing);
  });

  it('makes a read name every outcome of its use case’s own (a type error otherwise: npm run typecheck)', () => {
    const reads = {
      // @ts-expect-error NotAdministrator is neither a failed call nor wraps one: the read must say what it becomes.
      unnamed: () => runTask(TE.left<Refusal, string>({ kind: 'NotAdministrator' }), {}),
      // @ts-expect-error a use case with outcomes of its own cannot be read as if it failed only with calls.
      bare: () => runTask(TE.left<Refusal, string>({ kind: 'NotAdministrator' })),
    };
    expect(Object.keys(reads)).toEqual(['unnamed', 'bare']);
  });
});
