import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import effectReturnsCleanup from './eslint-rules/effect-returns-cleanup.js';
import htmlSinksTakeDomHtml from './eslint-rules/html-sinks-take-dom-html.js';
import noDeploymentBranch from './eslint-rules/no-deployment-branch.js';

export default tseslint.config(
  { ignores: ['dist', 'dist-deploy', 'node_modules', '.cache', 'coverage', 'test-results', 'playwright-report', 'bench-results'] },
  js.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    extends: [...tseslint.configs.strictTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks, local: { rules: { 'effect-returns-cleanup': effectReturnsCleanup, 'html-sinks-take-dom-html': htmlSinksTakeDomHtml, 'no-deployment-branch': noDeploymentBranch } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'local/effect-returns-cleanup': 'error',
      'local/html-sinks-take-dom-html': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/no-unnecessary-condition': 'off',
      '@typescript-eslint/only-throw-error': 'off',
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      // A switch over a union names every value (or says why not with a default): a value added later fails lint there.
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
    },
  },
  {
    // Which deployment runs is asked only where deployments are put together (src/main, src/domain/deployment, the
    // build and publish steps); views, use cases and adapters read capabilities. The site chooser shows the current site.
    files: ['src/{ui,application,infrastructure}/**/*.{ts,tsx}'],
    ignores: ['src/ui/chrome/preference-menus.view.tsx', 'src/ui/chrome/mobile-nav-drawer.view.tsx'],
    rules: { 'local/no-deployment-branch': 'error' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['test/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/unbound-method': 'off',
      // Tests parse HTML into detached jsdom elements to look at what a sanitizer left; no page of the portal runs them.
      'local/html-sinks-take-dom-html': 'off',
    },
  },
  {
    // Playwright fixtures receive a function named `use`, which is not React's hook.
    files: ['test/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['test/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message: "Import test and expect from './fixtures': its guard fails a test on any page or console error.",
            },
          ],
        },
      ],
    },
  },
);
