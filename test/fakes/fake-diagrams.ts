import * as TE from 'fp-ts/TaskEither';
import type { DiagramRenderer } from '../../src/application/ports/diagram.port';
import type { DomHtml } from '../../src/domain/doc/safe-html';

const escape = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${String(char.charCodeAt(0))};`);

/** Draws every diagram as a small SVG naming its id and first line, as the real renderer would (role img, a name). */
export const fakeDiagramRenderer: DiagramRenderer = {
  render: (source, id, fallbackLabel) =>
    TE.right(
      `<svg id="${escape(id)}" role="img" aria-label="${escape(fallbackLabel)}" xmlns="http://www.w3.org/2000/svg"><text>${escape(source.split('\n')[0] ?? '')}</text></svg>` as DomHtml,
    ),
};

/** Draws nothing: every diagram fails (its source did not parse). */
export const failingDiagramRenderer: DiagramRenderer = {
  render: () => TE.left({ kind: 'DiagramFailed', message: 'Parse error on line 2' }),
};
