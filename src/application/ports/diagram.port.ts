import type { TaskEither } from 'fp-ts/TaskEither';
import type { DomHtml } from '../../domain/doc/safe-html';

/** Why a diagram was not drawn: its source did not parse, or the drawing failed. */
export interface DiagramError {
  readonly kind: 'DiagramFailed';
  readonly message: string;
}

/**
 * Draws the diagrams written in documents (mermaid blocks). Loaded on demand, and only by a page that has one, so no
 * other page carries the diagram library.
 */
export interface DiagramRenderer {
  /**
   * One diagram as sanitized SVG, ready for the DOM (nothing in it can run), with `role="img"` and an accessible
   * name: the diagram's own title when it has one, else `fallbackLabel`. `id` is unique on the page (letters, digits
   * and dashes). A failure is a Left, never a throw.
   */
  render(source: string, id: string, fallbackLabel: string): TaskEither<DiagramError, DomHtml>;
}
