import { expect, frameOf, mintSession, test } from '../fixtures/embed.js';

type Recorded = Window & { seen: { type: string; detail: unknown }[] };

test('the script-tag build mounts on a plain page through window.Pulse.mount', async ({ page, servers }) => {
  const s = await mintSession(servers.sandbox, { flow: 'direct', asset: 'USDT', network: 'BASE' });
  await page.goto(`${servers.host.url}/plain.html`);
  await page.addScriptTag({ url: '/pulse.iife.js' });
  await page.evaluate(
    ({ token, embedUrl, apiUrl }) => {
      const w = window as unknown as Recorded & {
        Pulse: { mount(t: string | HTMLElement, o: object): unknown };
      };
      w.seen = [];
      w.Pulse.mount('#shop', {
        sessionToken: token,
        embedUrl,
        apiUrl,
        flow: 'direct',
        onReady: () => w.seen.push({ type: 'ready', detail: null }),
        onStatusChange: (status: string, orderId: string) =>
          w.seen.push({ type: 'status', detail: [status, orderId] }),
      });
    },
    { token: s.token, embedUrl: `${servers.frame.url}/`, apiUrl: servers.sandbox.url },
  );
  await expect
    .poll(() => page.evaluate(() => (window as unknown as Recorded).seen))
    .toEqual([
      { type: 'ready', detail: null },
      { type: 'status', detail: ['awaiting_payment', s.order_id] },
    ]);
  await expect((await frameOf(page, 'shop')).locator('.address')).toBeVisible();
});

test('declarative mounting: data attributes in, pulse:* DOM events out', async ({ page, servers }) => {
  const s = await mintSession(servers.sandbox);
  await page.goto(`${servers.host.url}/plain.html`);
  await page.evaluate(
    ({ token, embedUrl, apiUrl }) => {
      const w = window as unknown as Recorded;
      w.seen = [];
      const el = document.getElementById('shop')!;
      el.dataset.pulseSessionToken = token;
      el.dataset.pulseEmbedUrl = embedUrl;
      el.dataset.pulseApiUrl = apiUrl;
      el.dataset.pulseNetworks = 'BASE, SOLANA';
      el.dataset.pulseStrings = JSON.stringify({ title: 'Pay the plain shop' });
      for (const type of ['ready', 'status', 'error']) {
        el.addEventListener(`pulse:${type}`, (e) => w.seen.push({ type, detail: (e as CustomEvent).detail }));
      }
      // A second container with a bad theme reports it as an event; nothing mounts there.
      const bad = document.createElement('div');
      bad.id = 'bad';
      bad.dataset.pulseSessionToken = token;
      bad.dataset.pulseTheme = '{"primaryColor":';
      bad.addEventListener('pulse:error', (e) =>
        w.seen.push({ type: 'bad', detail: (e as CustomEvent).detail }),
      );
      document.body.appendChild(bad);
    },
    { token: s.token, embedUrl: `${servers.frame.url}/`, apiUrl: servers.sandbox.url },
  );
  await page.addScriptTag({ url: '/pulse-auto.iife.js' });
  // Served from the host here, not the embed origin: the page names the root and the embed itself.
  await page.evaluate(
    (embedUrl) =>
      (
        window as unknown as { Pulse: { autoMount(root: Element, o: { embedUrl: string }): unknown } }
      ).Pulse.autoMount(document.body, { embedUrl }),
    `${servers.frame.url}/`,
  );
  await expect
    .poll(() => page.evaluate(() => (window as unknown as Recorded).seen.map((e) => e.type)))
    .toEqual(['bad', 'ready', 'status']);
  const seen = await page.evaluate(() => (window as unknown as Recorded).seen);
  expect(seen[0]?.detail).toMatchObject({ code: 'invalid_options' });
  expect(seen[2]?.detail).toEqual({ status: 'awaiting_payment', orderId: s.order_id });
  expect(await page.locator('#shop').getAttribute('data-pulse-session-token')).toBeNull();
  expect(await page.locator('#bad iframe').count()).toBe(0);
  const frame = await frameOf(page, 'shop');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Pay the plain shop');
  await expect(frame.getByRole('radio')).toHaveCount(2 + 2);
});

test('in the script-tag build, a bad option shape throws at mount and leaves no iframe', async ({
  page,
  servers,
}) => {
  const s = await mintSession(servers.sandbox);
  await page.goto(`${servers.host.url}/plain.html`);
  await page.addScriptTag({ url: '/pulse.iife.js' });
  const cases = {
    component: { component: 'modal' },
    flow: { flow: 'express' },
    networks: { networks: 'BASE' },
    assets: { assets: ['USDT', 7] },
    theme: { theme: '{"primaryColor":"#000"}' },
    strings: { strings: null },
    readyTimeoutMs: { readyTimeoutMs: '300' },
  };
  const thrown = await page.evaluate(
    ({ token, embedUrl, apiUrl, cases }) => {
      const w = window as unknown as { Pulse: { mount(t: string | HTMLElement, o: object): unknown } };
      const out: Record<string, { name: string; code: string; message: string } | null> = {};
      for (const [id, bad] of Object.entries(cases)) {
        try {
          w.Pulse.mount('#shop', { sessionToken: token, embedUrl, apiUrl, ...bad });
          out[id] = null;
        } catch (e) {
          const { name, code, message } = e as { name: string; code: string; message: string };
          out[id] = { name, code, message };
        }
      }
      return out;
    },
    { token: s.token, embedUrl: `${servers.frame.url}/`, apiUrl: servers.sandbox.url, cases },
  );
  for (const id of Object.keys(cases)) {
    expect(thrown[id], id).toMatchObject({ name: 'PulseError', code: 'invalid_options' });
    expect(thrown[id]?.message, id).toMatch(new RegExp(`^${id} must be `));
  }
  expect(thrown.component?.message).toBe('component must be payment|quote|status.');
  // Nothing half-mounted: no iframe anywhere on the page.
  expect(await page.locator('iframe').count()).toBe(0);
});

test('in the script-tag build, a bad value inside a well-shaped option reaches onError from the frame', async ({
  page,
  servers,
}) => {
  const s = await mintSession(servers.sandbox);
  await page.goto(`${servers.host.url}/plain.html`);
  await page.addScriptTag({ url: '/pulse.iife.js' });
  // The script-tag build checks shapes only (it has no room for core's rules): the frame must report these
  // at once rather than leave the host waiting for a ready that never comes.
  const cases = {
    shop: { theme: { primaryColor: 'url(https://evil.example/x)' } },
    networks: { networks: ['BASE', 'BITCOIN'] },
    strings: { strings: { title: 42 } },
  };
  await page.evaluate(
    ({ token, embedUrl, apiUrl, cases }) => {
      const w = window as unknown as Recorded & {
        Pulse: { mount(t: string | HTMLElement, o: object): unknown };
      };
      w.seen = [];
      for (const [id, bad] of Object.entries(cases)) {
        const el = document.getElementById(id) ?? document.body.appendChild(document.createElement('div'));
        el.id = id;
        w.Pulse.mount(el, {
          sessionToken: token,
          embedUrl,
          apiUrl,
          ...bad,
          onError: (code: string, message: string) => w.seen.push({ type: `${id}:${code}`, detail: message }),
        });
      }
    },
    { token: s.token, embedUrl: `${servers.frame.url}/`, apiUrl: servers.sandbox.url, cases },
  );
  await expect
    .poll(() => page.evaluate(() => (window as unknown as Recorded).seen.map((e) => e.type).sort()))
    .toEqual(['networks:invalid_options', 'shop:invalid_options', 'strings:invalid_options']);
  const seen = Object.fromEntries(
    (await page.evaluate(() => (window as unknown as Recorded).seen)).map((e) => [
      e.type.split(':')[0],
      e.detail,
    ]),
  );
  expect(seen.shop).toMatch(/theme\.primaryColor/);
  expect(seen.networks).toMatch(/networks must be .*"BITCOIN"/);
  expect(seen.strings).toMatch(/strings\.title/);
  const frame = await frameOf(page, 'shop');
  await expect(frame.getByRole('heading', { name: 'This payment is not set up correctly' })).toBeVisible();
});
