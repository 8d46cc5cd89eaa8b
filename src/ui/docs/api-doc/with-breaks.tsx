import { memo, useLayoutEffect, useRef, type ReactNode } from 'react';
import { identifierPieces, WHOLE_UP_TO } from './identifier-breaks';

/**
 * What an element writes to show `text`: the text itself when it is `wholeUpTo` characters or shorter, else its pieces
 * with a <wbr> between them (as nodes for `append`, so no HTML string is made).
 */
export const piecesWithBreaks = (text: string, wholeUpTo = 0): (string | Node)[] =>
  text.length <= wholeUpTo ? [text] : identifierPieces(text).flatMap((piece, index) => (index > 0 ? [document.createElement('wbr'), piece] : [piece]));

/**
 * A long text's pieces with a <wbr> between them, written by the element itself before the browser paints: a piece
 * rendered by React costs it three fibers and their props (a fragment, the <wbr>, the text), and GitHub's menu alone
 * has ~9,000 pieces (issue #35; docs/performance.md, "Long names and paths written by their own element").
 */
const BrokenText = memo(function BrokenText({ text }: { text: string }) {
  const own = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    own.current?.replaceChildren(...piecesWithBreaks(text));
  }, [text]);
  return <span ref={own} />;
});

/**
 * `text` with a <wbr> at each of its own boundaries (identifier-breaks.ts) when it is longer than `wholeUpTo`
 * characters; shorter, it is plain text and costs no element (a large parameter tree or menu has thousands). The
 * element showing it must forbid the browser's own breaks inside words, or allow them only as a last resort.
 */
export const withBreaks = (text: string, wholeUpTo = WHOLE_UP_TO): ReactNode => (text.length <= wholeUpTo ? text : <BrokenText text={text} />);
