import { describe, expect, it } from 'vitest';
import { withoutDiagramBlocks } from '../../../../src/domain/doc/diagram-source';

const lines = (...parts: string[]) => parts.join('\n');

describe('withoutDiagramBlocks', () => {
  it('drops a mermaid block, fences and all, and keeps the text around it and other code', () => {
    const markdown = lines('## Steps', 'Sign the request.', '```mermaid', 'sequenceDiagram', '  participant M as Merchant', '```', '```http', 'POST /order/create', '```', 'Done.');
    expect(withoutDiagramBlocks(markdown)).toBe(lines('## Steps', 'Sign the request.', '```http', 'POST /order/create', '```', 'Done.'));
  });

  it('knows every diagram language however the info string writes it, with tildes, longer fences and indentation', () => {
    for (const opening of ['```mermaid', '```Mermaid title="x"', '~~~plantuml', '````dot', '   ```graphviz', '```{.mermaid}', '```{mermaid}', '``` d2']) {
      const fence = opening.trim().startsWith('~') ? '~~~' : opening.trim().startsWith('````') ? '````' : '```';
      expect(withoutDiagramBlocks(lines('before', opening, 'A -> B', fence, 'after'))).toBe(lines('before', 'after'));
    }
  });

  it('reads a block never closed (a fragment cut inside it) as running to the end', () => {
    expect(withoutDiagramBlocks(lines('Overview', '```mermaid', 'sequenceDiagram', 'participant M'))).toBe('Overview');
  });

  it('closes only on a fence as long and of the same kind; a diagram fence inside another code block is its text', () => {
    expect(withoutDiagramBlocks(lines('````mermaid', '```', 'still source', '````', 'text'))).toBe('text');
    const example = lines('````markdown', '```mermaid', 'graph TD', '```', '````');
    expect(withoutDiagramBlocks(example)).toBe(example);
  });

  it('leaves text without diagrams as it is, inline code and Windows line ends included', () => {
    expect(withoutDiagramBlocks('Use ```mermaid``` blocks for drawings')).toBe('Use ```mermaid``` blocks for drawings');
    expect(withoutDiagramBlocks('a\r\n```mermaid\r\ngraph TD\r\n```\r\nb')).toBe('a\nb');
    expect(withoutDiagramBlocks('participant M as Merchant')).toBe('participant M as Merchant');
  });
});
