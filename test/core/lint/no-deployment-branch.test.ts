import tseslint from 'typescript-eslint';
import { describe } from 'vitest';
import type { Rule } from 'eslint';
import rule from '../../../eslint-rules/no-deployment-branch.js';
import { fixtureFile as filename, typedRuleTester } from './typed-rule-tester';

const tester = typedRuleTester();
const exhaustive = (tseslint.plugin as unknown as { rules: Record<string, Rule.RuleModule> }).rules['switch-exhaustiveness-check']!;

const module = (body: string) => `
import type { Deployment } from '../../../src/domain/deployment/deployment';
import type { PortalFeatures } from '../../../src/domain/deployment/portal-features';
declare const deployment: Deployment;
declare const deps: { readonly deployment: Pick<Deployment, 'site' | 'docs' | 'host'> };
declare const useDeploymentValues: () => { readonly deployment: Deployment; readonly features: PortalFeatures };
declare const features: PortalFeatures;
declare const other: { readonly site: string; readonly variant: 'a' | 'b'; readonly kind: 'none' | 'some' };
declare const toast: () => void;
export const View = () => {
  ${body}
  return null;
};
`;

const valid = (body: string) => ({ code: module(body), filename });
const invalid = (body: string, messageId: 'dimension' | 'compared' = 'dimension', count = 1) => ({
  code: module(body),
  filename,
  errors: Array.from({ length: count }, () => ({ messageId })),
});

describe('no-deployment-branch', () => {
  tester.run('no-deployment-branch', rule, {
    valid: [
      // Capabilities, the host (not a dimension), other objects' fields of the same names, and deciding per value.
      valid(`const host = deployment.host;`),
      valid(`const { host } = deployment;`),
      valid(`if (features.siteChooser) toast();`),
      valid(`const label = { aiChat: 'a', faqRobot: 'b' }[features.assistant];`),
      valid(`switch (features.assistant) { case 'aiChat': toast(); break; case 'faqRobot': break; }`),
      valid(`if (other.site === 'eu' || other.variant === 'a') toast();`),
      // A feature value named like a word used elsewhere ('none') flags nothing of other objects.
      valid(`if (other.kind === 'none') toast();`),
    ],
    invalid: [
      // The four branches the word-list scan missed (review 4, experiment b).
      invalid(`switch (deployment.site) { case 'eu': toast(); break; default: break; }`),
      invalid(`if (['eu'].includes(deployment.site)) toast();`),
      invalid(`const word = ({ us: 'a', eu: 'b', common: 'c' } as const)[deployment.site];`),
      invalid(`if (deployment.docs.startsWith('open')) toast();`),
      // However the deployment is reached or named, picked or destructured.
      invalid(`const internal = useDeploymentValues().deployment.variant === 'internal';`),
      invalid(`if (deps.deployment.site !== 'common') toast();`),
      invalid(`const { variant, environment } = useDeploymentValues().deployment;`, 'dimension', 2),
      invalid(`const { site: where } = deps.deployment;`),
      invalid(`const d = deployment; const local = d.environment === 'local';`),
      invalid(`const header = deployment.accountType;`),
      invalid(`const source = deployment['docs'];`),
      // A feature compared with one of its values, directly or destructured.
      invalid(`if (features.assistant === 'faqRobot') toast();`, 'compared'),
      invalid(`const { pageSet } = features; const staff = 'staff' === pageSet;`, 'compared'),
      invalid(`if (useDeploymentValues().features.docsTerms !== 'lcp') toast();`, 'compared'),
      invalid(`if (features.searchIndexes == 'inner') toast();`, 'compared'),
    ],
  });
});

/** The rule's own suggestion: the missing value's case, written for the maintainer to fill. */
const MISSING_CASE_ADDED = `switch (features.assistant) { case 'aiChat': toast(); break;
                                case "faqRobot": { throw new Error('Not implemented yet: "faqRobot" case') } }`;

describe('switch-exhaustiveness-check, as eslint.config.js sets it', () => {
  const options = [{ considerDefaultExhaustiveForUnions: true }];
  tester.run('switch-exhaustiveness-check', exhaustive, {
    valid: [
      { code: module(`switch (features.assistant) { case 'aiChat': toast(); break; case 'faqRobot': break; }`), filename, options },
      { code: module(`switch (features.assistant) { case 'aiChat': toast(); break; default: break; }`), filename, options },
    ],
    invalid: [
      {
        code: module(`switch (features.assistant) { case 'aiChat': toast(); break; }`),
        filename,
        options,
        errors: [{ messageId: 'switchIsNotExhaustive', suggestions: [{ messageId: 'addMissingCases', output: module(MISSING_CASE_ADDED) }] }],
      },
    ],
  });
});
