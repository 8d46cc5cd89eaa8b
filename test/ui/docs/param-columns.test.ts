import { describe, expect, it } from 'vitest';
import type { ParamNode } from '../../../src/domain/doc/param-tree';
import { longestPiece } from '../../../src/ui/docs/api-doc/identifier-breaks';
import { columnStyles, DESCRIPTION_MIN_PX, INDENT_PX, nameFitsWhole, paramColumns, REQUIRED_PX } from '../../../src/ui/docs/api-doc/param-columns';

const node = (name: string, type: string, example: string | undefined, children: ParamNode[] = []): ParamNode => ({
  id: name,
  anchor: name,
  name,
  type,
  requirement: 'required',
  ...(example ? { example } : {}),
  children,
});

describe('parameter table columns', () => {
  const tree = [node('orderId', 'String', 'SO202611220001'), node('shipment', 'Object', undefined, [node('supplementaryDeclarations', 'List<supplementaryDeclaration>', '2026-11-22 10:00:00')])];

  it('are never narrower than the longest piece that may not wrap, and prefer the whole value', () => {
    const columns = paramColumns(tree);
    // SO202611220001 has no boundary: 14 characters at the least; the date-time wraps at its space.
    expect(columns.exampleChars).toBe(14);
    expect(columns.example.preferred).toBeGreaterThan(columns.example.min);
    // List<supplementaryDeclaration> wraps after "<" and before "Declaration": "Declaration>" is the longest piece.
    expect(columns.typeChars).toBe(13);
    expect(columns.name.preferred).toBeGreaterThan(columns.name.min);
  });

  it('gives the rest to the description, and a least table width below which the region scrolls', () => {
    const columns = paramColumns(tree);
    const styles = columnStyles(columns);
    expect(styles.tableMin).toBe(columns.name.min + columns.type.min + columns.example.min + REQUIRED_PX + DESCRIPTION_MIN_PX);
    expect(styles.name).toMatch(/^clamp\(\d+px, calc\(\d+px \+ \(100cqw - \d+px\) \* 0\.\d{4}\), \d+px\)$/);
    expect(styles.required).toBe(`${String(REQUIRED_PX)}px`);
  });

  it('are as wide as every node asks, though a text is split only when it could widen its column', () => {
    // Names, types and examples repeated at many depths, long and short, spaced and not, in an order that makes a
    // shallow long name come after a deep short one.
    const texts = ['id', 'shipmentPackageItemCustomsDeclaration', 'a b c d e f', 'List<Map<String,Object>>', 'SO202611220001', '2026-11-22 10:00:00', 'x'.repeat(40)];
    const grow = (depth: number, seed: number): ParamNode[] =>
      depth > 4 ? [] : [0, 1, 2].map((offset) => node(texts[(seed + offset) % texts.length] ?? '', texts[(seed + offset * 2) % texts.length] ?? '', offset === 1 ? undefined : texts[(seed + offset * 3) % texts.length], grow(depth + 1, seed + offset + depth)));
    const tree = grow(0, 0);
    let name = 0;
    let type = 0;
    let example = 0;
    const visit = (nodes: readonly ParamNode[], depth: number) => {
      for (const one of nodes) {
        name = Math.max(name, depth * INDENT_PX + longestPiece(one.name) * 14 * 0.61);
        type = Math.max(type, longestPiece(one.type));
        if (one.example) example = Math.max(example, longestPiece(one.example));
        visit(one.children, depth + 1);
      }
    };
    visit(tree, 0);
    const columns = paramColumns(tree);
    expect(columns.nameChars).toBeCloseTo(name / (14 * 0.61), 6);
    expect(columns.typeChars).toBe(Math.max(type, 6));
    expect(columns.exampleChars).toBe(Math.max(example, 7));
  });

  it('says which names fit whole at the least width, so only the others get break opportunities', () => {
    const columns = paramColumns(tree);
    expect(nameFitsWhole(columns, 'orderId', 0)).toBe(true);
    expect(nameFitsWhole(columns, 'supplementaryDeclarations', 1)).toBe(false);
  });

  it('a table of short values needs no share of the room', () => {
    const styles = columnStyles(paramColumns([node('id', 'Long', '1')]));
    expect(styles.type).toMatch(/^\d+px$/);
  });
});
