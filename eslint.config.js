import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import effectReturnsCleanup from './eslint-rules/effect-returns-cleanup.js';
import htmlSinksTakeDomHtml from './eslint-rules/html-sinks-take-dom-html.js';

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
    plugins: { 'react-hooks': reactHooks, local: { rules: { 'effect-returns-cleanup': effectReturnsCleanup, 'html-sinks-take-dom-html': htmlSinksTakeDomHtml } } },
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
    },
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
