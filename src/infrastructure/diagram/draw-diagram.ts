/** Draws one diagram's source as SVG text, not yet sanitized; rejects when the source does not draw. */
export type DrawDiagram = (source: string, id: string) => Promise<string>;
