import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CodeSampleTabs, type CodeSample } from '../../../src/ui/widgets/code-samples.view';
import { renderApp } from '../support/render-app';

const sample = (key: string, write: () => string): CodeSample => ({ key, name: key, label: `${key} code`, code: write });

const Chosen = ({ samples }: { samples: readonly CodeSample[] }) => {
  const [value, setValue] = useState('curl');
  return <CodeSampleTabs samples={samples} label="Code samples" chosen={{ value, onChange: setValue }} />;
};

describe('code sample tabs', () => {
  it('write a sample only when its tab is first shown, and not again when another tab is chosen', async () => {
    const writers = { curl: vi.fn(() => 'curl -X POST'), python: vi.fn(() => 'import requests'), go: vi.fn(() => 'package main') };
    const samples = Object.entries(writers).map(([key, write]) => sample(key, write));
    const { user } = await renderApp(<Chosen samples={samples} />);

    expect((await screen.findByLabelText('curl code')).textContent).toBe('curl -X POST');
    expect(writers.python).not.toHaveBeenCalled();
    expect(writers.go).not.toHaveBeenCalled();

    await user.click(screen.getByRole('tab', { name: 'python' }));
    expect((await screen.findByLabelText('python code')).textContent).toBe('import requests');
    await user.click(screen.getByRole('tab', { name: 'curl' }));
    await user.click(screen.getByRole('tab', { name: 'python' }));
    expect(writers.python).toHaveBeenCalledTimes(1);
    expect(writers.curl).toHaveBeenCalledTimes(1);
    expect(writers.go).not.toHaveBeenCalled();
  });

  it('show code given as text as it is', async () => {
    await renderApp(<CodeSampleTabs samples={[{ key: 'json', name: 'JSON', label: 'JSON code', code: '{"a": 1}' }]} label="Code samples" />);
    expect((await screen.findByLabelText('JSON code')).textContent).toBe('{"a": 1}');
  });
});
