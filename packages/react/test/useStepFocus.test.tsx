import { cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useStepFocus } from '../src/checkout/useStepFocus.js';

function Dialog({ step, tick }: { step: string; tick: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useStepFocus(ref, step);
  return (
    <div ref={ref} role="dialog" data-tick={tick}>
      <h2 tabIndex={-1} data-pulse-focus>
        {step}
      </h2>
    </div>
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useStepFocus', () => {
  it('listens for focus on the dialog once, not again on every render', () => {
    const add = vi.spyOn(HTMLElement.prototype, 'addEventListener');
    const remove = vi.spyOn(HTMLElement.prototype, 'removeEventListener');
    const view = render(<Dialog step="quote" tick={0} />);
    const dialog = view.getByRole('dialog');
    // On the dialog only: React listens on its root container too.
    const focusins = (spy: typeof add) =>
      spy.mock.calls.filter(([type], i) => type === 'focusin' && spy.mock.contexts[i] === dialog).length;
    // Poll answers re-render the checkout without changing its screen.
    for (let tick = 1; tick <= 3; tick++) view.rerender(<Dialog step="quote" tick={tick} />);
    expect(focusins(add)).toBe(1);
    expect(focusins(remove)).toBe(0);
    view.unmount();
    expect(focusins(remove)).toBe(1);
  });
});
