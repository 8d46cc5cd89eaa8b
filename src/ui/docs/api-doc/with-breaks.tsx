import { Fragment, type ReactNode } from 'react';
import { identifierPieces, WHOLE_UP_TO } from './identifier-breaks';

/**
 * `text` with a <wbr> at each of its own boundaries (identifier-breaks.ts) when it is longer than `wholeUpTo`
 * characters; shorter, it is plain text and costs no element (a large parameter tree or menu has thousands). The
 * element showing it must forbid the browser's own breaks inside words, or allow them only as a last resort.
 */
export const withBreaks = (text: string, wholeUpTo = WHOLE_UP_TO): ReactNode =>
  text.length <= wholeUpTo
    ? text
    : identifierPieces(text).map((piece, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {piece}
        </Fragment>
      ));
