import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The project's own .dependency-cruiser.cjs, run over a small planted src/ tree in a temporary folder: each planted
 * file breaks one rule once; the clean files use what their layer may use and break none. The imports stay unused:
 * with tsPreCompilationDeps every import counts, as it does in the project.
 */
const root = path.resolve(import.meta.dirname, '../../..');

const plantedByRule: Record<string, Record<string, string>> = {
  'infrastructure-no-view-or-container-packages': {
    'src/infrastructure/renders.ts': `import { useState } from 'react';`,
    'src/infrastructure/mounts.ts': `import { createRoot } from 'react-dom/client';`,
    'src/infrastructure/caches.ts': `import type { QueryClient } from '@tanstack/react-query';`,
    'src/infrastructure/routes.ts': `import { createRouter } from '@tanstack/react-router';`,
    'src/infrastructure/binds.ts': `import { Container } from 'inversify';`,
    'src/infrastructure/styles.ts': `import { Box } from '@chakra-ui/react';`,
    'src/infrastructure/themes.ts': `import { css } from '@emotion/react';`,
    'src/infrastructure/translates.ts': `import i18next from 'i18next';`,
    'src/infrastructure/hooks-translation.ts': `import { useTranslation } from 'react-i18next';`,
    'src/infrastructure/icons.ts': `import { Copy } from 'lucide-react';`,
  },
  'ui-no-zod-or-inversify': {
    'src/ui/parses.ts': `import * as z from 'zod/mini';`,
    'src/ui/parses-types.ts': `import type { ZodType } from 'zod';`,
    'src/ui/binds.ts': `import type { Container } from 'inversify';`,
  },
  'domain-is-pure': {
    'src/domain/sanitizes.ts': `import DOMPurify from 'dompurify';`,
    // Type-only, and resolved to the package's .d.ts (its `types` condition): such imports once fell out of the graph.
    'src/domain/keys.ts': `import type { QueryKey } from '@tanstack/react-query';`,
    'src/domain/hashes.ts': `import { createHash } from 'node:crypto';`,
  },
  'application-sees-domain-only': {
    'src/application/parses.ts': `import type { ZodMiniType } from 'zod/mini';`,
    'src/application/renders-markdown.ts': `import { marked } from 'marked';`,
  },
  'nothing-imports-the-publish-step': {
    'src/main/publishes.ts': `import { publish } from '../publish/publish';`,
  },
  // src/ui's tiers: the planted files import the clean ui files below.
  'ui-feature-not-other-feature': {
    'src/ui/pages/links-a-doc.ts': `import { DocPage } from '../docs/doc.page';`,
  },
  'ui-feature-not-shell': {
    'src/ui/docs/shows-the-header.ts': `import { Header } from '../chrome/header.view';`,
  },
  'ui-shared-not-feature-or-shell': {
    'src/ui/widgets/links-a-page.ts': `import { HomePage } from '../pages/home.page';`,
    'src/ui/portal/knows-the-routes.ts': `import { routes } from '../routes/routes';`,
  },
  'ui-shell-in-order': {
    // routes imports chrome (the clean routes.tsx): chrome importing routes makes the two import each other.
    'src/ui/chrome/links-a-route.ts': `import { routes } from '../routes/routes';`,
  },
  'ui-folder-in-a-tier': {
    // A folder named in none of the tiers: its imports would otherwise be checked by no ui rule.
    'src/ui/unlisted/reads-widgets.ts': `import { Button } from '../widgets/button.view';`,
  },
  'ui-shared-in-order': {
    // widgets imports portal (the clean button.view.tsx): portal importing widgets makes the two import each other.
    'src/ui/portal/draws-a-button.ts': `import { Button } from '../widgets/button.view';`,
  },
  'not-to-unresolvable': {
    'src/ui/misspelt.ts': `import { nothing } from './not-there';`,
    'src/main/undeclared.ts': `import { nothing } from 'no-such-package';`,
  },
};
const planted = Object.entries(plantedByRule).flatMap(([rule, files]) =>
  Object.entries(files).map(([file, source]) => ({ file, source, rule })),
);

const clean: Record<string, string> = {
  'src/domain/user.ts': `import { right } from 'fp-ts/Either';`,
  'src/application/greet.ts': `import type { TaskEither } from 'fp-ts/TaskEither';
import { user } from '../domain/user';`,
  'src/infrastructure/dto.ts': `import * as z from 'zod/mini';
import DOMPurify from 'dompurify';
import { pipe } from 'fp-ts/function';
import { greet } from '../application/greet';`,
  'src/ui/view.tsx': `import { useState } from 'react';
import { Box } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { greet } from '../application/greet';`,
  'src/ui/portal/use-portal.ts': `import { useContext } from 'react';`,
  'src/ui/widgets/button.view.tsx': `import { Button as ChakraButton } from '@chakra-ui/react';
import { usePortal } from '../portal/use-portal';`,
  'src/ui/docs/doc-title.ts': `import { useTranslation } from 'react-i18next';`,
  'src/ui/docs/doc.page.tsx': `import { Button } from '../widgets/button.view';
import { docTitle } from './doc-title';`,
  'src/ui/pages/home.page.tsx': `import { Button } from '../widgets/button.view';
import { usePortal } from '../portal/use-portal';`,
  'src/ui/chrome/header.view.tsx': `import { Button } from '../widgets/button.view';`,
  'src/ui/routes/routes.tsx': `import { createRouter } from '@tanstack/react-router';
import { Header } from '../chrome/header.view';
import { DocPage } from '../docs/doc.page';
import { HomePage } from '../pages/home.page';
import { usePortal } from '../portal/use-portal';`,
  'src/publish/publish.ts': `import { readFileSync } from 'node:fs';
import { dto } from '../infrastructure/dto';
import { View } from '../ui/view';`,
  'src/main/start.ts': `import { Container } from 'inversify';
import { createRoot } from 'react-dom/client';
import { dto } from '../infrastructure/dto';
import { View } from '../ui/view';`,
};

let sandbox = '';
let result: ICruiseResult;

beforeAll(async () => {
  sandbox = mkdtempSync(path.join(tmpdir(), 'depcruise-rules-'));
  // Packages resolve as node_modules/<name>/..., as they do from the project root.
  symlinkSync(path.join(root, 'node_modules'), path.join(sandbox, 'node_modules'), 'dir');
  const files = [...Object.entries(clean), ...planted.map(({ file, source }) => [file, source] as const)];
  for (const [file, source] of files) {
    mkdirSync(path.dirname(path.join(sandbox, file)), { recursive: true });
    writeFileSync(path.join(sandbox, file), `${source}\n`);
  }
  const options = await extractDepcruiseOptions(path.join(root, '.dependency-cruiser.cjs'));
  // The planted files need no tsconfig (the project's maps no paths).
  delete options.tsConfig;
  const output = await cruise(['src'], { ...options, baseDir: sandbox, preserveSymlinks: true });
  result = output.output as ICruiseResult;
}, 60_000);

afterAll(() => {
  if (sandbox) rmSync(sandbox, { recursive: true, force: true });
});

const violationsFrom = (file: string) =>
  result.summary.violations.filter((violation) => violation.from === file).map((violation) => violation.rule.name);

describe('.dependency-cruiser.cjs', () => {
  it.each(planted)('$file breaks exactly $rule', ({ file, rule }) => {
    expect(violationsFrom(file)).toEqual([rule]);
  });

  it('passes files that import only what their layer may import', () => {
    expect(Object.keys(clean).flatMap(violationsFrom)).toEqual([]);
    // Not passed by omission: every import of every clean file is in the graph.
    for (const [file, source] of Object.entries(clean)) {
      const cruised = result.modules.find((module) => module.source === file);
      expect(cruised?.dependencies).toHaveLength(source.match(/ from '/g)?.length ?? 0);
    }
  });

  it('reports nothing beyond the planted violations', () => {
    expect(result.summary.violations).toHaveLength(planted.length);
  });
});
