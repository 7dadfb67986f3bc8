import { afterEach, describe, expect, it } from 'vitest';
import { autoMount, optionsFromElement } from '../src/index.js';
import { EMBED, TOKEN } from './helpers.js';

afterEach(() => document.body.replaceChildren());

function container(attrs: Record<string, string>): HTMLElement {
  const el = document.createElement('div');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.appendChild(el);
  return el;
}

describe('declarative mounting', () => {
  it('reads the data attributes into options', () => {
    const el = container({
      'data-pulse-session-token': TOKEN,
      'data-pulse-embed-url': EMBED,
      'data-pulse-component': 'quote',
      'data-pulse-flow': 'direct',
      'data-pulse-networks': 'BASE, POLYGON',
      'data-pulse-assets': 'USDC',
      'data-pulse-theme': '{"primaryColor":"#123456"}',
      'data-pulse-strings': '{"title":"Pay"}',
      'data-pulse-ready-timeout-ms': '5000',
    });
    const o = optionsFromElement(el);
    expect(o).toMatchObject({
      sessionToken: TOKEN,
      embedUrl: EMBED,
      component: 'quote',
      flow: 'direct',
      networks: ['BASE', 'POLYGON'],
      assets: ['USDC'],
      theme: { primaryColor: '#123456' },
      strings: { title: 'Pay' },
      readyTimeoutMs: 5000,
    });
  });

  it('turns callbacks into pulse:* events with named details', () => {
    const el = container({ 'data-pulse-session-token': TOKEN });
    const seen: [string, unknown][] = [];
    for (const t of ['ready', 'status', 'success', 'quote_expired', 'quote_refreshed', 'error']) {
      el.addEventListener(`pulse:${t}`, (e) => seen.push([t, (e as CustomEvent).detail]));
    }
    const o = optionsFromElement(el);
    o.onReady?.();
    o.onStatusChange?.('completed', 'ord_1');
    o.onSuccess?.('ord_1');
    o.onQuoteExpired?.();
    o.onQuoteRefreshed?.('2026-01-01T00:00:00.000Z');
    o.onError?.('session_expired', 'ended');
    expect(seen).toEqual([
      ['ready', {}],
      ['status', { status: 'completed', orderId: 'ord_1' }],
      ['success', { orderId: 'ord_1' }],
      ['quote_expired', {}],
      ['quote_refreshed', { lockedUntil: '2026-01-01T00:00:00.000Z' }],
      ['error', { code: 'session_expired', message: 'ended' }],
    ]);
  });

  it('mounts each container once and drops the token attribute', () => {
    const a = container({ 'data-pulse-session-token': TOKEN, 'data-pulse-embed-url': EMBED });
    const b = container({ 'data-pulse-session-token': TOKEN, 'data-pulse-embed-url': EMBED });
    const handles = autoMount(document.body, { embedUrl: EMBED });
    expect(handles).toHaveLength(2);
    expect(a.querySelector('iframe')).toBe(handles[0]?.iframe);
    expect(b.querySelector('iframe')).toBe(handles[1]?.iframe);
    expect(a.hasAttribute('data-pulse-session-token')).toBe(false);
    expect(autoMount(document.body, { embedUrl: EMBED })).toHaveLength(0);
    handles.forEach((h) => h.unmount());
  });

  it('reports bad attributes as a pulse:error event and mounts nothing there', () => {
    const el = container({ 'data-pulse-session-token': TOKEN, 'data-pulse-theme': '{not json' });
    const errors: unknown[] = [];
    el.addEventListener('pulse:error', (e) => errors.push((e as CustomEvent).detail));
    expect(autoMount(document.body, { embedUrl: EMBED })).toHaveLength(0);
    expect(el.querySelector('iframe')).toBeNull();
    expect(errors).toEqual([
      { code: 'invalid_options', message: expect.stringMatching(/^data-pulse-theme must be JSON: /) },
    ]);
  });

  it('mounts only inside the root the page names; markup elsewhere is not read or changed', () => {
    const root = container({ id: 'checkout' });
    const mine = document.createElement('div');
    mine.setAttribute('data-pulse-session-token', TOKEN);
    root.appendChild(mine);
    // A visitor's comment elsewhere on the page, imitating a container.
    const comment = container({ 'data-pulse-session-token': TOKEN, 'data-pulse-embed-url': EMBED });
    const handles = autoMount(root, { embedUrl: EMBED });
    expect(handles).toHaveLength(1);
    expect(mine.querySelector('iframe')).toBe(handles[0]?.iframe);
    // No embed URL on the container: the configured one.
    expect(new URL(handles[0]!.iframe.src).origin).toBe(new URL(EMBED).origin);
    expect(comment.querySelector('iframe')).toBeNull();
    expect(comment.getAttribute('data-pulse-session-token')).toBe(TOKEN);
    handles.forEach((h) => h.unmount());
  });

  it('refuses a container naming an embed URL on another origin than the configured one', () => {
    const root = container({});
    const el = document.createElement('div');
    el.setAttribute('data-pulse-session-token', TOKEN);
    el.setAttribute('data-pulse-embed-url', 'https://evil.example/');
    root.appendChild(el);
    const errors: unknown[] = [];
    el.addEventListener('pulse:error', (e) => errors.push((e as CustomEvent).detail));
    expect(autoMount(root, { embedUrl: EMBED })).toHaveLength(0);
    expect(el.querySelector('iframe')).toBeNull();
    expect(el.hasAttribute('data-pulse-session-token')).toBe(false);
    expect(errors).toEqual([
      { code: 'invalid_options', message: `data-pulse-embed-url: ${new URL(EMBED).origin} only` },
    ]);
  });
});
