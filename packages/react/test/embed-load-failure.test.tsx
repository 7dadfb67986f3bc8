import { act, cleanup, render } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Embed } from '../src/index.js';

// The real mount script, not a stand-in: these tests are about what it reports through <Embed>.
const token = 'cs_test_abcdefgh12345678';
const flush = () => act(async () => void (await new Promise((r) => setTimeout(r, 0))));

afterEach(cleanup);

describe('<Embed> load failures', () => {
  it('a page script removing the iframe before ready reaches onError as iframe_removed, with its reason', async () => {
    const onError = vi.fn();
    const view = render(
      <StrictMode>
        <Embed sessionToken={token} embedUrl="https://embed.example.test/" onError={onError} />
      </StrictMode>,
    );
    await flush();
    const iframe = view.container.querySelector('iframe');
    expect(iframe).not.toBeNull();
    iframe!.remove();
    await flush();
    expect(onError).toHaveBeenCalledTimes(1);
    const [code, message, error] = onError.mock.calls[0] as [string, string, Record<string, unknown>];
    expect(code).toBe('iframe_removed');
    expect(error).toMatchObject({ name: 'PulseError', code, message, reason: 'iframe_removed' });
    expect(typeof error.elapsedMs).toBe('number');
  });

  it('React removing <Embed> (or an element around it) is an unmount, not a failure', async () => {
    const onError = vi.fn();
    let hide: () => void = () => undefined;
    function Page() {
      const [shown, setShown] = useState(true);
      hide = () => setShown(false);
      return shown ? (
        <section>
          <Embed sessionToken={token} embedUrl="https://embed.example.test/" onError={onError} />
        </section>
      ) : null;
    }
    const view = render(<Page />);
    await flush();
    expect(view.container.querySelector('iframe')).not.toBeNull();
    // Outside act(), as in a browser: React commits the removal first and runs effects in a later task.
    const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean | undefined };
    const before = env.IS_REACT_ACT_ENVIRONMENT;
    env.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      hide();
      await new Promise((r) => setTimeout(r, 50));
    } finally {
      env.IS_REACT_ACT_ENVIRONMENT = before;
    }
    expect(view.container.querySelector('iframe')).toBeNull();
    expect(onError).not.toHaveBeenCalled();
  });
});
