import { describe, expect, it } from 'vitest';
import type { ParamNode } from '../../../src/domain/doc/param-tree';
import { cutDocument, cutTree, sayCutFields } from '../../../src/publish/cut-trees';
import { sampleApiDoc } from '../../fakes/sample-docs';

/** A tree `width` wide at every level, `depth` levels deep. */
const tree = (width: number, depth: number, path = 'f'): ParamNode[] =>
  Array.from({ length: width }, (_, index) => {
    const anchor = `${path}${String(index)}`;
    return { id: anchor, anchor, name: anchor, type: depth > 1 ? 'object' : 'string', requirement: 'optional', children: depth > 1 ? tree(width, depth - 1, `${anchor}.`) : [] };
  });
const rows = (nodes: readonly ParamNode[]): number => nodes.reduce((sum, node) => sum + 1 + rows(node.children), 0);

describe('cutting a published tree to whole levels', () => {
  it('keeps whole levels from the top while they fit, and each cut row keeps how many fields were below it', () => {
    // 10 + 100 + 1,000 rows: the third level would pass 250.
    const cut = cutTree(tree(10, 3), 250);
    expect(rows(cut)).toBe(110);
    expect(cut[0]?.children[0]).toMatchObject({ children: [], hiddenFields: 10 });
  });

  it('keeps a tree that fits as it is, and a top level wider than the budget whole', () => {
    expect(rows(cutTree(tree(5, 3), 250))).toBe(155);
    const wide = cutTree(tree(300, 2), 250);
    expect(wide).toHaveLength(300);
    expect(wide[0]).toMatchObject({ children: [], hiddenFields: 300 });
  });

  it("says the cut in the page's words, in the row's description, and leaves a document never cut as it is", () => {
    const doc = { ...sampleApiDoc, requestParams: tree(10, 3), responseParams: [] };
    const said = sayCutFields(cutDocument(doc), (count) => `${String(count)} more in the portal`);
    expect(said.requestParams[0]?.children[0]?.description).toBe('<p>10 more in the portal</p>');
    const small = cutDocument({ ...sampleApiDoc, requestParams: tree(3, 2) });
    expect(sayCutFields(small, () => 'unused')).toBe(small);
  });

  it('escapes the words it adds to a description', () => {
    const said = sayCutFields(cutDocument({ ...sampleApiDoc, requestParams: tree(10, 3) }), () => '<img src=x onerror=alert(1)>');
    expect(said.requestParams[0]?.children[0]?.description).toBe('<p>&lt;img src=x onerror=alert(1)&gt;</p>');
  });
});
