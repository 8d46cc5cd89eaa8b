import { RuleTester } from 'eslint';
import path from 'node:path';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';

RuleTester.describe = describe;
// The first case builds the typed program (seconds on a busy machine).
RuleTester.it = (name: string, test: () => void) => it(name, test, 120_000);
RuleTester.itOnly = (name: string, test: () => void) => it.only(name, test, 120_000);

const root = path.resolve(import.meta.dirname, '../../..');

/** The file name the local rules' tests lint their code as: typed linting needs a file of the project. */
export const fixtureFile = path.join(root, 'test/core/lint/effect-fixture.tsx');

/** A RuleTester with type information (the project's tsconfig) and JSX, running its cases as vitest tests. */
export const typedRuleTester = () =>
  new RuleTester({
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: { projectService: true, tsconfigRootDir: root, ecmaFeatures: { jsx: true } },
    },
  });
