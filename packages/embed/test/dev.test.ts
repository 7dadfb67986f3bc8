import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount, type EmbedHandle } from '../src/index.js';
import { TOKEN } from './helpers.js';

const handles: EmbedHandle[] = [];
afterEach(() => {
  handles.splice(0).forEach((h) => h.unmount());
  document.head.querySelectorAll('meta').forEach((m) => m.remove());
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

function start(options: Record<string, unknown>) {
  const box = document.body.appendChild(document.createElement('div'));
  handles.push(mount(box, { sessionToken: TOKEN, ...options } as never));
}
const warnings = (warn: { mock: { calls: unknown[][] } }) => warn.mock.calls.map((c) => String(c[0]));

describe('the development report at mount', () => {
  it("reports this device's clock far from the embed server's, from one request per page", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        new Response('', { headers: { date: new Date(Date.now() - 5 * 60_000).toUTCString() } }),
      );
    start({ embedUrl: 'https://clock.example.test/embed/' });
    start({ embedUrl: 'https://clock.example.test/embed/' });
    await vi.waitFor(() => expect(warnings(warn).some((w) => /clock is 30\d s ahead/.test(w))).toBe(true));
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://clock.example.test/embed/');
    expect(init).toMatchObject({ credentials: 'omit', referrerPolicy: 'no-referrer' });
  });

  it("says a local sandbox's moved test clock is the cause, not this device's clock", async () => {
    vi.resetModules();
    const fresh = await import('../src/index.js');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response('', { headers: { date: new Date(Date.now() + 3_700_000).toUTCString() } }),
    );
    const box = document.body.appendChild(document.createElement('div'));
    handles.push(
      fresh.mount(box, {
        sessionToken: TOKEN,
        embedUrl: 'http://127.0.0.1:4010/embed/',
        apiUrl: 'http://127.0.0.1:4010',
      } as never),
    );
    await vi.waitFor(() =>
      expect(
        warnings(warn).some((w) =>
          /^\[pulse\] The embed server on this machine \(a local sandbox\?\) says it is 3[67]\d\d s ahead of this device: a sandbox's test clock that was moved/.test(
            w,
          ),
        ),
      ).toBe(true),
    );
    expect(warnings(warn).some((w) => /Set the clock automatically/.test(w))).toBe(false);
  });

  it("names the directive of the page's CSP meta tag that blocks the frame, and the origin to add", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const meta = document.head.appendChild(document.createElement('meta'));
    meta.httpEquiv = 'Content-Security-Policy';
    meta.content = "default-src 'self'; frame-src 'self' https://other.example.test";
    start({ embedUrl: 'https://csp.example.test/' });
    expect(warnings(warn)).toContainEqual(
      expect.stringContaining('(frame-src) blocks the embed: add https://csp.example.test to frame-src'),
    );
    expect(warnings(warn)).toContainEqual(
      expect.stringContaining('(default-src) leaves https://csp.example.test out'),
    );
    warn.mockClear();
    meta.content = 'frame-src https://*.example.test; connect-src https://csp2.example.test';
    start({ embedUrl: 'https://csp2.example.test/' });
    expect(warnings(warn).filter((w) => w.includes('Content-Security-Policy'))).toEqual([]);
  });

  it('reports addresses of another environment than the token', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    start({
      sessionToken: 'cs_live_abcdefgh12345678',
      embedUrl: 'https://embed.example.test/',
      apiUrl: 'http://127.0.0.1:4010',
    });
    start({ embedUrl: 'https://embed.example.test/', apiUrl: 'https://api.pulse.dev' });
    start({ embedUrl: 'http://localhost:4010/embed/' });
    const w = warnings(warn);
    expect(w).toContainEqual(
      expect.stringContaining('A live session token with apiUrl http://127.0.0.1:4010'),
    );
    expect(w).toContainEqual(
      expect.stringContaining('A test session token with the live apiUrl https://api.pulse.dev'),
    );
    expect(w).toContainEqual(
      expect.stringContaining('apiUrl is not set: the frame will call https://api.sandbox.pulse.dev'),
    );
  });
});
