import type { ParamNode } from '../../../domain/doc/param-tree';
import { oncePerText } from '../../../domain/doc/once-per-text';
import { longestPiece as longestPieceOf } from './identifier-breaks';

/** A level of nesting indents the name this much. */
export const INDENT_PX = 18;
/** The monospace glyph advance at the table's 14 px (0.60 em in Liberation/DejaVu Mono, Menlo, SF Mono), with slack. */
const CHAR_PX = 14 * 0.61;
/** A cell's inline padding (px 3 on each side). */
const CELL_PX = 24;
/** Beside the name: the fold toggle (or its space), two gaps and the # link. */
const NAME_EXTRAS_PX = 42;
/** "Required" / "Conditional" badges and the column's header in either language. */
export const REQUIRED_PX = 104;
/** The description is text and wraps between words; it gets whatever is left, and at least this. */
export const DESCRIPTION_MIN_PX = 160;
/** The description's share of spare room is as if it wanted this much: it grows along with the others. */
const DESCRIPTION_PREFERRED_PX = 400;
/** Beyond this many characters a value wraps at its own boundaries even where there is room. */
const WHOLE_UP_TO = 28;
const MIN_CHARS = { type: 6, example: 7 } as const;

/** A column's width: never below `min` (its longest unbreakable piece), `preferred` where the page has room. */
export interface ColumnFit {
  readonly min: number;
  readonly preferred: number;
}

export interface ParamColumns {
  readonly name: ColumnFit;
  readonly type: ColumnFit;
  readonly example: ColumnFit;
  /** The characters of a type or an example that always fit on one line (shorter values need no break). */
  readonly typeChars: number;
  readonly exampleChars: number;
  /** The room a name's characters always have, by depth: `nameChars - depth * INDENT_PX / CHAR_PX`. */
  readonly nameChars: number;
}

const fit = (min: number, preferred: number): ColumnFit => ({ min: Math.ceil(min), preferred: Math.ceil(Math.max(min, preferred)) });
const chars = (count: number) => count * CHAR_PX;

/**
 * Column widths (px) of a parameter table, from every node of the tree (folded or not, so folding never moves the
 * columns): names, types and examples are never broken inside a word; the description takes the rest.
 */
export const paramColumns = (nodes: readonly ParamNode[]): ParamColumns => {
  const most = { name: 0, namePref: 0, type: 0, typePref: 0, example: 0, examplePref: 0 };
  // A piece is never longer than its text: a text no longer than the longest piece so far is not split, and a text is
  // split once (a large tree has tens of thousands of names, many alike, and splitting is most of the cost).
  const longestPiece = oncePerText(longestPieceOf);
  const visit = (level: readonly ParamNode[], depth: number) => {
    for (const node of level) {
      const indent = depth * INDENT_PX;
      if (indent + chars(node.name.length) > most.name) most.name = Math.max(most.name, indent + chars(longestPiece(node.name)));
      most.namePref = Math.max(most.namePref, indent + chars(Math.min(node.name.length, WHOLE_UP_TO)));
      if (node.type.length > most.type) most.type = Math.max(most.type, longestPiece(node.type));
      most.typePref = Math.max(most.typePref, Math.min(node.type.length, WHOLE_UP_TO));
      if (node.example) {
        if (node.example.length > most.example) most.example = Math.max(most.example, longestPiece(node.example));
        most.examplePref = Math.max(most.examplePref, Math.min(node.example.length, WHOLE_UP_TO));
      }
      visit(node.children, depth + 1);
    }
  };
  visit(nodes, 0);
  const type = Math.max(most.type, MIN_CHARS.type);
  const example = Math.max(most.example, MIN_CHARS.example);
  return {
    name: fit(most.name + NAME_EXTRAS_PX + CELL_PX, most.namePref + NAME_EXTRAS_PX + CELL_PX),
    type: fit(chars(type) + CELL_PX, chars(most.typePref) + CELL_PX),
    example: fit(chars(example) + CELL_PX, chars(most.examplePref) + CELL_PX),
    typeChars: type,
    exampleChars: example,
    nameChars: most.name / CHAR_PX,
  };
};

/** Whether a name at `depth` fits its column whole at the column's least width (then it needs no break). */
export const nameFitsWhole = (columns: ParamColumns, name: string, depth: number) =>
  name.length * CHAR_PX + depth * INDENT_PX <= columns.nameChars * CHAR_PX;

export interface ColumnStyles {
  readonly name: string;
  readonly type: string;
  readonly example: string;
  readonly required: string;
  /** The table's least width: every column at its least and the description's. Narrower, its region scrolls. */
  readonly tableMin: number;
}

/**
 * CSS widths for the columns, against the width of the table's region (a size container: `100cqw`): each column
 * gets its least width and a share of the room beyond the columns' least widths and the description's, up to its
 * preferred width, in proportion to what it lacks (the description counting as lacking up to 400 px); the
 * description takes what remains.
 */
export const columnStyles = (columns: ParamColumns): ColumnStyles => {
  const fits = [columns.name, columns.type, columns.example];
  const least = fits.reduce((sum, column) => sum + column.min, 0);
  const lacking = fits.reduce((sum, column) => sum + column.preferred - column.min, DESCRIPTION_PREFERRED_PX - DESCRIPTION_MIN_PX);
  const fixed = least + REQUIRED_PX + DESCRIPTION_MIN_PX;
  const width = (column: ColumnFit) => {
    if (column.preferred === column.min) return `${String(column.min)}px`;
    const share = ((column.preferred - column.min) / lacking).toFixed(4);
    return `clamp(${String(column.min)}px, calc(${String(column.min)}px + (100cqw - ${String(fixed)}px) * ${share}), ${String(column.preferred)}px)`;
  };
  return { name: width(columns.name), type: width(columns.type), example: width(columns.example), required: `${String(REQUIRED_PX)}px`, tableMin: fixed };
};
