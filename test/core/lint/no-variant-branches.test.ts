import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourcesUnder } from './source-files';

const ROOT = join(import.meta.dirname, '../../..');
/** The layers that read PortalFeatures instead (src/main and src/domain/deployment may ask which deployment runs). */
const SCANNED = ['src/ui', 'src/application'];

/** Asking which variant or whether an international site runs. */
const VARIANT_BRANCH = [
  /\.variant\b/,
  /\bvariant\s*[!=]==/,
  /[!=]==\s*variant\b/,
  /\.international\b/,
  // const { variant, international } = ...deployment...
  /\b(variant|international)\b[^;]*\}\s*=[^;]*deployment/i,
];


/** The code lines (not comments) of a source text that branch on the variant or the site, as `file:line: text`. */
const variantBranches = (file: string, text: string): string[] =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ''))
    .split('\n')
    .flatMap((line, index) => {
      const code = line.replace(/^\s*\/\/.*$/, '');
      return VARIANT_BRANCH.some((pattern) => pattern.test(code)) ? [`${file}:${String(index + 1)}: ${line.trim()}`] : [];
    });

describe('no variant branches: views and use cases read the deployment features, never the variant or the site', () => {
  it('catches a branch on the variant or the site, and leaves props, other names and comments alone', () => {
    const planted = [
      "const internal = useUseCase('deployment')().variant === 'internal';",
      "if (variant !== 'internal') toast();",
      "if ('external' === variant) toast();",
      '{deployment.international ? <IntlConsoleShortcuts /> : null}',
      "const { international } = useUseCase('deployment')();",
      'const { variant, site } = deps.deployment;',
    ];
    expect(planted.flatMap((line) => variantBranches('x.ts', line))).toHaveLength(planted.length);
    const harmless = [
      '<Button variant="outline" />',
      "const style = { variant: 'ghost' };",
      'const phone = config.internationalPhone;',
      '// the variant === internal case is the staff portal',
      '/* deployment.international */',
      "const solutionPages = features.solutionsMenu === 'solutionPages';",
    ];
    expect(harmless.flatMap((line) => variantBranches('x.ts', line))).toEqual([]);
  });

  it.each(SCANNED)('%s has none', (folder) => {
    const found = sourcesUnder(join(ROOT, folder)).flatMap((file) => variantBranches(relative(ROOT, file), readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });
});
