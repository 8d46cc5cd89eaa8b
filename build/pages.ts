import { DIAGRAM_FRAME_PATH } from '../src/infrastructure/diagram/diagram-frame.protocol.ts';

/**
 * The pages the build writes (rolldown's inputs, by name): the portal, and the frame mermaid draws in, which has a CSP
 * of its own and nothing of the portal's first view (docs/security.md).
 */
export const PAGES = { index: 'index.html', 'diagram-frame': DIAGRAM_FRAME_PATH.replace(/^\//, '') } as const;

/** Whether a module id or a chunk's name is the diagram frame's page. */
export const isDiagramFramePage = (idOrName: string): boolean => idOrName === 'diagram-frame' || idOrName.endsWith(`/${PAGES['diagram-frame']}`);
