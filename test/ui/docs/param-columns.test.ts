import { describe, expect, it } from 'vitest';
import type { ParamNode } from '../../../src/domain/doc/param-tree';
import { columnStyles, DESCRIPTION_MIN_PX, nameFitsWhole, paramColumns, REQUIRED_PX } from '../../../src/ui/docs/api-doc/param-columns';

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
