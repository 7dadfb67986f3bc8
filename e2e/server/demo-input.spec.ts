import { connect } from 'node:net';
import { expect, test } from '@playwright/test';
import { startDemo, type Demo } from '../../apps/playground/server.js';

// The demo's servers against requests a visitor can craft: each one used to stop the process. Every one must
// get a 400 and leave the servers answering; the frame comes with the headers docs/embed.md recommends.
let demo: Demo;

test.beforeAll(async () => {
  demo = await startDemo();
});

test.afterAll(async () => {
  await demo?.stop();
});

/** Sends raw bytes (fetch cannot send a target like `//[`) and answers the status code. */
function raw(url: string, request: string): Promise<number> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(request));
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(text);
      if (status) {
        socket.destroy();
        resolve(Number(status[1]));
      }
    });
    socket.on('error', reject);
    socket.setTimeout(10_000, () => reject(new Error(`no answer to ${JSON.stringify(request)}`)));
  });
}

const get = (target: string, host: string) =>
  `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`;

test("another site's page cannot drive the demo's routes; the playground's own page can", async () => {
  const session = await fetch(`${demo.playgroundUrl}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ flow: 'direct' }),
  });
  const { token } = (await session.json()) as { token: string };
  const pay = (origin: string) =>
    fetch(`${demo.playgroundUrl}/api/controls/session-deposit`, {
      method: 'POST',
      // What a form post or a text/plain fetch from a page the developer visits sends: no preflight first.
      headers: { 'content-type': 'text/plain', origin },
      body: JSON.stringify({ token, kind: 'exact' }),
    });
  for (const origin of ['https://evil.example', 'null']) {
    const refused = await pay(origin);
    expect(refused.status, origin).toBe(403);
    expect(await refused.text()).toContain('may not use the demo');
  }
  const read = async () =>
    (
      (await (
        await fetch(`${demo.sandbox.url}/v1/client/session`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json()) as { data: { status: string } }
    ).data.status;
  expect(await read()).toBe('awaiting_payment');
  expect((await pay(demo.playgroundUrl)).status).toBe(200);
  expect(await read()).not.toBe('awaiting_payment');
});

test('bad input gets 400 and the servers keep running', async () => {
  const page = new URL(demo.playgroundUrl);
  const frame = new URL(demo.frameUrl);
  for (const url of [demo.playgroundUrl, demo.frameUrl]) {
    const host = new URL(url).host;
    expect(await raw(url, get('/%E0%A4%A', host)), `${url} /%E0%A4%A`).toBe(400);
    expect(await raw(url, get('//[', host)), `${url} //[`).toBe(400);
  }
  // A token with a newline, which would become an invalid header on the way to the sandbox.
  const body = JSON.stringify({ token: 'cs_test_abc\nx-injected: 1', kind: 'exact' });
  const deposit = await fetch(`${demo.playgroundUrl}/api/controls/session-deposit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  expect(deposit.status).toBe(400);
  const broken = await fetch(`${demo.playgroundUrl}/api/pulse/checkout/v1/quotes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
    body: '{"source_amount": "2',
  });
  expect(broken.status).toBe(400);
  // Still serving, both of them.
  expect((await fetch(`${demo.playgroundUrl}/api/config`)).status).toBe(200);
  expect((await fetch(`${demo.frameUrl}/`)).status).toBe(200);
  expect(page.host).not.toBe(frame.host);
});

test('the frame is served with connect-src the API base, frame-ancestors the merchant page, and nosniff', async () => {
  const res = await fetch(`${demo.frameUrl}/`);
  const csp = res.headers.get('content-security-policy') ?? '';
  expect(csp).toContain(`connect-src ${demo.sandbox.url}`);
  expect(csp).not.toMatch(/connect-src \*|frame-ancestors \*/);
  expect(csp).toContain(`frame-ancestors ${demo.playgroundUrl}`);
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
});

test('the embed still loads in the merchant page under that policy', async ({ page }) => {
  const blocked: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) blocked.push(m.text());
  });
  await page.goto(`${demo.playgroundUrl}/`);
  await page.getByRole('button', { name: 'Create session' }).click();
  const frame = page.frameLocator('.pg-embed-target iframe');
  await expect(frame.getByRole('heading').first()).toBeVisible();
  expect(blocked).toEqual([]);
});
