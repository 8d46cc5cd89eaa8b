import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, useEffect, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyTool } from '../../../src/ui/tools/lazy-tools';
import { renderApp } from '../support/render-app';

const Greeting = ({ name }: { name: string }) => <p>tool for {name}</p>;

class Caught extends Component<{ children: ReactNode }, { error?: unknown }> {
  override state: { error?: unknown } = {};
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>failed: {(this.state.error as Error).name}</p> : this.props.children;
  }
}

const renderTool = (Tool: React.ComponentType<{ name: string }>) => {
  const seen = { loading: false };
  const Loading = () => {
    useEffect(() => {
      seen.loading = true;
    });
    return <p>loading</p>;
  };
  render(
    <Caught>
      <Suspense fallback={<Loading />}>
        <Tool name="Ann" />
      </Suspense>
    </Caught>,
  );
  return { loadingShown: () => seen.loading };
};

describe('a lazily loaded tool', () => {
  it('renders at once, without its loading line, once its code was preloaded', async () => {
    const Tool = lazyTool(() => Promise.resolve(Greeting));
    await Tool.preload();

    const shown = renderTool(Tool);

    expect(screen.getByText('tool for Ann')).toBeTruthy();
    expect(shown.loadingShown()).toBe(false);
  });

  it('shows the loading line until code that was not preloaded arrives', async () => {
    const Tool = lazyTool(() => Promise.resolve(Greeting));

    renderTool(Tool);

    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('tool for Ann')).toBeTruthy();
  });

  it('loads its code once, however often it is preloaded and rendered', async () => {
    let loads = 0;
    const Tool = lazyTool(() => {
      loads += 1;
      return Promise.resolve(Greeting);
    });
    await Promise.all([Tool.preload(), Tool.preload()]);
    renderTool(Tool);

    expect(loads).toBe(1);
  });

  it('says a failed load in its place, and its next preload (choosing the tool again) tries again', async () => {
    let attempt = 0;
    const Tool = lazyTool(() => (++attempt === 1 ? Promise.reject(new Error('Failed to fetch dynamically imported module')) : Promise.resolve(Greeting)));
    await Tool.preload();
    await renderApp(<Tool name="Ann" />);
    expect(screen.getByRole('heading', { name: 'Page files failed to load' })).toBeTruthy();

    await act(() => Tool.preload());
    expect(await screen.findByText('tool for Ann')).toBeTruthy();
    expect(attempt).toBe(2);
  });
});
