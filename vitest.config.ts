import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Test files share their worker's modules (`isolate: false`): on a slow 2-core machine isolation tripled the time spent
 * importing (docs/testing.md). A file that needs modules of its own, as one whose `vi.mock` records the first import,
 * is named `*.isolated.test.ts` and runs isolated.
 */
const ISOLATED = 'test/**/*.isolated.test.{ts,tsx}';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'core',
          environment: 'node',
          isolate: false,
          include: ['test/core/**/*.test.ts'],
          exclude: [ISOLATED],
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          isolate: false,
          include: ['test/ui/**/*.test.{ts,tsx}'],
          exclude: [ISOLATED],
          setupFiles: ['test/ui/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'isolated',
          environment: 'jsdom',
          include: [ISOLATED],
          setupFiles: ['test/ui/setup.ts'],
        },
      },
    ],
  },
});
