import { serveDiagrams } from '../infrastructure/diagram/diagram-frame.host';
import { createMermaidDrawing } from '../infrastructure/diagram/mermaid-drawing';

/** The diagram frame's entry (diagram-frame.html): mermaid, drawing what the portal's page asks. */
serveDiagrams(window, createMermaidDrawing());
