import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readKept, useKeptState, writeKept } from './keptState';

function Counter({ restore }: { restore?: (kept: number) => number }) {
  const [count, setCount] = useKeptState('count', 0, restore);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {`count ${count}`}
    </button>
  );
}

describe('state kept in the history entry', () => {
  it('starts from its initial value, and a screen mounted again in the same entry starts where it was left', () => {
    const first = render(<Counter />);
    expect(screen.getByRole('button').textContent).toBe('count 0');
    act(() => screen.getByRole('button').click());
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('count 2');
    first.unmount();

    render(<Counter />);
    expect(screen.getByRole('button').textContent).toBe('count 2');
  });

  it('leaves the router’s own fields of the entry alone, and a new entry starts afresh', () => {
    window.history.replaceState({ usr: { from: 'menu' }, key: 'abc', idx: 3 }, '');
    writeKept('filters.projects', { name: 'Harbor' });
    expect(window.history.state).toMatchObject({ usr: { from: 'menu' }, key: 'abc', idx: 3 });
    expect(readKept('filters.projects')).toEqual({ name: 'Harbor' });

    window.history.pushState({ usr: null, key: 'def', idx: 4 }, '');
    expect(readKept('filters.projects')).toBeUndefined();
    render(<Counter />);
    expect(screen.getByRole('button').textContent).toBe('count 0');
  });

  it('mends what an older build kept', () => {
    writeKept('count', 41);
    render(<Counter restore={(kept) => Math.min(kept, 10)} />);
    expect(screen.getByRole('button').textContent).toBe('count 10');
  });
});
