import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES, DOCS_SOURCES, ENVIRONMENTS, SITES, VARIANTS } from '../../../src/domain/deployment/deployment';
import { sourcesUnder } from './source-files';

const ROOT = join(import.meta.dirname, '../../..');
/**
 * The values a deployment difference takes: every dimension's, and every value of a `PortalFeatures` field whose type
 * is a union of words (read from its source, so a field added later is covered).
 */
const differenceValues = (): string[] => {
  const features = readFileSync(join(ROOT, 'src/domain/deployment/portal-features.ts'), 'utf8');
  const unions = [...features.matchAll(/readonly \w+: ([^;]+);/g)].flatMap(([, type = '']) => (type.includes('|') ? [...type.matchAll(/'([^']+)'/g)].map((word) => word[1] ?? '') : []));
  return [...new Set([...VARIANTS, ...ENVIRONMENTS, ...SITES, ...ACCOUNT_TYPES, ...DOCS_SOURCES, ...unions])];
};
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/#]/g, '\\$&');
const DIFFERENCE_VALUE = differenceValues().map(escaped).join('|');

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
  // A comparison with another dimension, or with a difference's value (`features.assistant === 'faqRobot' ? … : …`):
  // `decide` it for every value (a switch ending in `never` would do too).
  /\bdeployment\.(site|environment|docs|accountType)\s*[!=]==/,
  new RegExp(`[!=]==\\s*'(${DIFFERENCE_VALUE})'|'(${DIFFERENCE_VALUE})'\\s*[!=]==`),
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
      "return kind === 'faqRobot' ? <FaqRobotPanel /> : <AiChatPanel />;",
      "const origin = deps.deployment.environment === 'local' ? a : b;",
      "const lcpTerms = docsTerms === 'lcp';",
      "if (deps.deployment.docs !== source) load();",
    ];
    expect(planted.flatMap((line) => variantBranches('x.ts', line))).toHaveLength(planted.length);
    const harmless = [
      '<Button variant="outline" />',
      "const style = { variant: 'ghost' };",
      'const phone = config.internationalPhone;',
      '// the variant === internal case is the staff portal',
      '/* deployment.international */',
      "const solutionPages = decide(features.solutionsMenu, { solutionPages: true, unitDocuments: false });",
      "if (tab === 'apis') open();",
      'value={deployment.site}',
    ];
    expect(harmless.flatMap((line) => variantBranches('x.ts', line))).toEqual([]);
  });

  it.each(SCANNED)('%s has none', (folder) => {
    const found = sourcesUnder(join(ROOT, folder)).flatMap((file) => variantBranches(relative(ROOT, file), readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });
});
