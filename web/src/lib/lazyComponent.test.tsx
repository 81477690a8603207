import { act, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyComponent } from './lazyComponent';

const Greeting = () => <p>Hello from the loaded code</p>;

/** A module load the test resolves (or fails) when it wants, counting the calls. */
function controlledLoad() {
  const calls: { resolve: (m: { Greeting: typeof Greeting }) => void; reject: (e: Error) => void }[] = [];
  const load = () => new Promise<{ Greeting: typeof Greeting }>((resolve, reject) => calls.push({ resolve, reject }));
  return { load, calls };
}

const inSuspense = (Component: ComponentType) => (
  <Suspense fallback={<p>Loading the code</p>}>
    <Component />
  </Suspense>
);

describe('lazyComponent', () => {
  it('shows the fallback until code that was not preloaded arrives, then the component', async () => {
    const { load, calls } = controlledLoad();
    const Lazy = lazyComponent(load, (m) => m.Greeting);
    render(inSuspense(Lazy));
    expect(screen.getByText('Loading the code')).toBeInTheDocument();
    await act(async () => calls[0].resolve({ Greeting }));
    expect(await screen.findByText('Hello from the loaded code')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('renders preloaded code at once, without suspending', async () => {
    const { load, calls } = controlledLoad();
    const Lazy = lazyComponent(load, (m) => m.Greeting);
    const preloaded = Lazy.preload();
    calls[0].resolve({ Greeting });
    expect(await preloaded).toEqual({ Greeting });
    render(inSuspense(Lazy));
    // In the first commit: React never showed the fallback, so it had nothing to hold back.
    expect(screen.getByText('Hello from the loaded code')).toBeInTheDocument();
    expect(screen.queryByText('Loading the code')).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('loads once however often it is preloaded, and tries again after a failed load', async () => {
    const { load, calls } = controlledLoad();
    const Lazy = lazyComponent(load, (m) => m.Greeting);
    const first = Lazy.preload();
    void Lazy.preload();
    expect(calls).toHaveLength(1);
    calls[0].reject(new Error('offline'));
    await expect(first).rejects.toThrow('offline');
    const second = Lazy.preload();
    expect(calls).toHaveLength(2);
    calls[1].resolve({ Greeting });
    await second;
    render(inSuspense(Lazy));
    expect(screen.getByText('Hello from the loaded code')).toBeInTheDocument();
  });
});
