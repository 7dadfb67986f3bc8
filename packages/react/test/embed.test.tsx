import { act, cleanup, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Embedding from '@pulse/embed';
import type { EmbedHandle, MountOptions } from '@pulse/embed';
import { Embed } from '../src/index.js';

// A stand-in for the mount script: records each mount and hands back a handle with spies.
const mounts: {
  target: Element;
  options: MountOptions;
  handle: EmbedHandle & { update: ReturnType<typeof vi.fn>; unmount: ReturnType<typeof vi.fn> };
}[] = [];
vi.mock('@pulse/embed', async (original) => ({
  ...(await original<typeof Embedding>()),
  mount: vi.fn((target: Element, options: MountOptions) => {
    if (options.sessionToken === 'cs_test_refused000') {
      throw Object.assign(new Error('sessionToken is not a session token.'), { code: 'invalid_options' });
    }
    const iframe = document.createElement('iframe');
    target.append(iframe);
    const handle = { iframe, update: vi.fn(), unmount: vi.fn(() => iframe.remove()) };
    mounts.push({ target, options, handle });
    return handle;
  }),
}));

const flush = () => act(async () => void (await Promise.resolve()));
const token = 'cs_test_abcdefgh12345678';

beforeEach(() => {
  mounts.length = 0;
});
afterEach(cleanup);

describe('<Embed>', () => {
  it('mounts once under StrictMode into its element, with the options', async () => {
    const { container } = render(
      <StrictMode>
        <Embed sessionToken={token} embedUrl="https://embed.test/" flow="direct" className="pay" />
      </StrictMode>,
    );
    await flush();
    expect(mounts).toHaveLength(1);
    expect(mounts[0]?.target).toBe(container.querySelector('div.pay'));
    expect(mounts[0]?.options).toMatchObject({
      sessionToken: token,
      embedUrl: 'https://embed.test/',
      flow: 'direct',
    });
    expect(container.querySelectorAll('iframe')).toHaveLength(1);
  });

  it('renders its element and waits while the token is undefined, then mounts once it arrives', async () => {
    const onError = vi.fn();
    const view = render(<Embed sessionToken={undefined} className="pay" onError={onError} />);
    await flush();
    expect(view.container.querySelector('div.pay')).not.toBeNull();
    expect(mounts).toHaveLength(0);
    expect(onError).not.toHaveBeenCalled();
    view.rerender(<Embed sessionToken={token} className="pay" onError={onError} />);
    await flush();
    expect(mounts).toHaveLength(1);
    expect(mounts[0]?.options.sessionToken).toBe(token);
    expect(mounts[0]?.options).not.toHaveProperty('auth');
  });

  it('keeps callbacks in a ref: a new identity does not remount and the latest one is called', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const view = render(<Embed sessionToken={token} onSuccess={first} />);
    await flush();
    view.rerender(<Embed sessionToken={token} onSuccess={second} />);
    await flush();
    expect(mounts).toHaveLength(1);
    mounts[0]?.options.onSuccess?.('ord_1');
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith('ord_1');
  });

  it('applies theme and strings changes with update(), without a new iframe', async () => {
    const view = render(<Embed sessionToken={token} theme={{ primaryColor: '#111111' }} />);
    await flush();
    expect(mounts[0]?.options.theme).toEqual({ primaryColor: '#111111' });
    view.rerender(<Embed sessionToken={token} theme={{ primaryColor: '#111111' }} />);
    await flush();
    expect(mounts[0]?.handle.update).not.toHaveBeenCalled();
    view.rerender(
      <Embed sessionToken={token} theme={{ primaryColor: '#222222' }} strings={{ title: 'Pay' }} />,
    );
    await flush();
    expect(mounts).toHaveLength(1);
    expect(mounts[0]?.handle.update).toHaveBeenCalledWith({
      theme: { primaryColor: '#222222' },
      strings: { title: 'Pay' },
    });
  });

  it('remounts for a new session and unmounts when removed', async () => {
    const view = render(<Embed sessionToken={token} />);
    await flush();
    view.rerender(<Embed sessionToken="cs_test_zyxwvuts87654321" />);
    await flush();
    expect(mounts).toHaveLength(2);
    expect(mounts[0]?.handle.unmount).toHaveBeenCalledTimes(1);
    view.unmount();
    expect(mounts[1]?.handle.unmount).toHaveBeenCalledTimes(1);
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
  });

  it('reports a mount error through onError', async () => {
    const onError = vi.fn();
    render(<Embed sessionToken="cs_test_refused000" onError={onError} />);
    await flush();
    expect(onError).toHaveBeenCalledWith('invalid_options', 'sessionToken is not a session token.');
  });
});
