import type { Either } from 'fp-ts/Either';
import type { IO } from 'fp-ts/IO';
import type { TaskEither } from 'fp-ts/TaskEither';
import type { LoadOnce } from '../../../src/application/concurrency/load-once';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { AssistantServices } from '../../../src/application/assistant/assistant-services';
import type { AppError } from '../../../src/application/errors/app-error';
import { callErrorOf, isAppError, type MisshapenUseCases } from '../../../src/application/errors/use-case';
import type { DocumentsFeature } from '../../../src/application/features/documents.feature';
import type { IdentityFeature } from '../../../src/application/features/identity.feature';
import type { PreferencesFeature } from '../../../src/application/features/preferences.feature';
import type { ProductsFeature } from '../../../src/application/features/products.feature';
import type { SearchFeature } from '../../../src/application/features/search.feature';
import type { SupportFeature } from '../../../src/application/features/support.feature';
import type { ToolsFeature } from '../../../src/application/features/tools.feature';

describe('the one use-case shape', () => {
  it('every feature fails with { kind, cause? } (the type check names a member that does not)', () => {
    expectTypeOf<MisshapenUseCases<IdentityFeature>>().toEqualTypeOf<never>();
    expectTypeOf<MisshapenUseCases<DocumentsFeature, 'diagrams' | 'documentExport'>>().toEqualTypeOf<never>();
    expectTypeOf<MisshapenUseCases<SearchFeature>>().toEqualTypeOf<never>();
    expectTypeOf<MisshapenUseCases<SupportFeature>>().toEqualTypeOf<never>();
    expectTypeOf<MisshapenUseCases<AssistantServices>>().toEqualTypeOf<never>();
    expectTypeOf<MisshapenUseCases<ToolsFeature>>().toEqualTypeOf<never>();
    expectTypeOf<MisshapenUseCases<ProductsFeature>>().toEqualTypeOf<never>();
    expectTypeOf<MisshapenUseCases<PreferencesFeature>>().toEqualTypeOf<never>();
    // The check itself: a member failing with a bare string is named, and so are a port handed on whose call does, and
    // a promise not named a code loader (review 4's probe: neither was looked at before).
    expectTypeOf<MisshapenUseCases<{ start: () => TaskEither<'refused', string>; load: () => TaskEither<AppError, string> }>>().toEqualTypeOf<'start'>();
    expectTypeOf<MisshapenUseCases<{ port: { read: () => TaskEither<'bare string', number>; ok: () => TaskEither<AppError, number> }; value: () => string }>>().toEqualTypeOf<'port'>();
    expectTypeOf<MisshapenUseCases<{ count: () => Promise<number>; code: () => Promise<string> }, 'code'>>().toEqualTypeOf<'count'>();
    // Code a view draws with is a LoadOnce, which passes unnamed; a bare promise beside it is still named.
    expectTypeOf<MisshapenUseCases<{ sanitizer: LoadOnce<string>; signer: () => Promise<string> }>>().toEqualTypeOf<'signer'>();
    expectTypeOf<MisshapenUseCases<{ send: () => Promise<Either<{ kind: 'network' }, number>>; effect: IO<void> }>>().toEqualTypeOf<never>();
  });

  it('tells a failed call from a use case’s own outcome, and finds the call behind a wrapped failure', () => {
    const business: AppError = { kind: 'Business', code: 500, message: 'busy' };
    expect(isAppError(business)).toBe(true);
    expect(isAppError({ kind: 'Invalid' })).toBe(false);
    expect(isAppError({ kind: 'constructor' })).toBe(false);
    expect(callErrorOf(business)).toBe(business);
    expect(callErrorOf({ kind: 'TeamUnknown', cause: business })).toBe(business);
    expect(callErrorOf({ kind: 'NotAdministrator' })).toBeUndefined();
  });
});
