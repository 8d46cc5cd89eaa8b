import { describe, expect, it } from 'vitest';
import { ancestorsOf, countParams, parentIds, requirementOf, visibleRows, type ParamNode } from '../../../src/domain/doc/param-tree';

const node = (id: string, children: ParamNode[] = []): ParamNode => ({ id, anchor: `a-${id}`, name: id, type: 'String', requirement: 'optional', children });
const TREE = [node('order', [node('id'), node('receiver', [node('phone')])]), node('remark')];

describe('parameter trees', () => {
  it.each([
    ['1', 'required'],
    [1, 'required'],
    ['2', 'conditional'],
    ['0', 'optional'],
    [null, 'optional'],
  ] as const)('requirement %j → %s', (value, expected) => {
    expect(requirementOf(value)).toBe(expected);
  });

  it('shows every row unfolded, with depth', () => {
    expect(visibleRows(TREE, new Set()).map((row) => [row.node.id, row.depth, row.expanded])).toEqual([
      ['order', 0, true],
      ['id', 1, false],
      ['receiver', 1, true],
      ['phone', 2, false],
      ['remark', 0, false],
    ]);
  });

  it('hides the children of folded nodes; fold all leaves the top level', () => {
    expect(visibleRows(TREE, new Set(['receiver'])).map((row) => row.node.id)).toEqual(['order', 'id', 'receiver', 'remark']);
    expect(visibleRows(TREE, new Set(parentIds(TREE))).map((row) => row.node.id)).toEqual(['order', 'remark']);
  });

  it('finds the way to a deep field, and counts fields', () => {
    expect(ancestorsOf(TREE, 'a-phone')).toEqual(['order', 'receiver']);
    expect(ancestorsOf(TREE, 'a-remark')).toEqual([]);
    expect(ancestorsOf(TREE, 'a-none')).toBeUndefined();
    expect(countParams(TREE)).toBe(5);
  });
});
