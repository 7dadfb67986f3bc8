/**
 * A framing page that reloads the frame over and over must not make the merchant's getter mint a session
 * per reload: each new hello gets the token the frame already had.
 */
import { expect, mintSession, test, type HostWindow } from '../fixtures/embed.js';

test('eight reloads of the frame reuse the first token: one getter call, and every reload reads the session', async ({
  hostPage: page,
  servers,
}) => {
  const session = await mintSession(servers.sandbox, { flow: 'direct', asset: 'USDT', network: 'BASE' });
  await page.evaluate(
    ({ token, embedUrl, apiUrl }) => {
      const w = window as unknown as HostWindow & {
        Embed: { mount(el: Element, o: object): never };
        getterCalls: number;
      };
      w.getterCalls = 0;
      const box = document.createElement('div');
      box.id = 'reload';
      document.getElementById('shop')!.appendChild(box);
      const log: { type: string; args: unknown[] }[] = (w.events.reload = []);
      w.handles.reload = w.Embed.mount(box, {
        auth: async () => {
          w.getterCalls++;
          return token;
        },
        embedUrl,
        apiUrl,
        flow: 'direct',
        onReady: () => log.push({ type: 'ready', args: [] }),
        onStatusChange: (...args: unknown[]) => log.push({ type: 'status', args }),
        onError: (...args: unknown[]) => log.push({ type: 'error', args }),
      });
    },
    { token: session.token, embedUrl: `${servers.frame.url}/`, apiUrl: servers.sandbox.url },
  );
  const statuses = () =>
    page.evaluate(
      () => (window as unknown as HostWindow).events.reload!.filter((e) => e.type === 'status').length,
    );
  await expect.poll(statuses, { timeout: 20_000 }).toBe(1);
  for (let i = 1; i <= 8; i++) {
    // The framing page navigates the frame again (a new document at the same page, as a reload gives):
    // a new hello on the same channel.
    await page.evaluate((n) => {
      const f = document.querySelector<HTMLIFrameElement>('#reload iframe')!;
      const url = new URL(f.src);
      url.search = `?reload=${n}`;
      f.src = url.href;
    }, i);
    await expect.poll(statuses, { timeout: 20_000 }).toBe(1 + i);
  }
  const result = await page.evaluate(() => {
    const w = window as unknown as HostWindow & { getterCalls: number };
    return {
      calls: w.getterCalls,
      errors: w.events.reload!.filter((e) => e.type !== 'status' && e.type !== 'ready'),
    };
  });
  expect(result).toEqual({ calls: 1, errors: [] });
  // Eight real loads of the frame's page, each a new document that said hello.
  expect(servers.frame.requests.filter((r) => r.url.startsWith('/?reload=')).length).toBe(8);
});
