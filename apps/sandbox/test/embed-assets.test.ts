import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSandboxApp } from '../src/index.js';
import { frameScriptSources } from '../src/http/embed-serving.js';

function frameDir() {
  const dir = mkdtempSync(join(tmpdir(), 'pulse-embed-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>frame</title>');
  writeFileSync(join(dir, 'assets', 'index.js'), 'export {};');
  writeFileSync(join(dir, 'pulse.iife.js'), 'var Pulse={};');
  writeFileSync(join(dir, '..', 'secret.txt'), 'not for the web');
  return dir;
}

describe('the hosted embed served at /embed/', () => {
  const { app } = createSandboxApp({ embedDir: frameDir(), rateLimitPerMinute: false });

  it('serves the frame with the recommended CSP, nosniff and no referrer', async () => {
    const res = await app.request('/embed/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toContain('<title>frame</title>');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("script-src 'self'");
    // No IPv6 source: CSP cannot name one, and Chromium reports it as invalid.
    expect(csp).toMatch(/frame-ancestors http:\/\/localhost:\* http:\/\/127\.0\.0\.1:\*(;|$)/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it("allows the page's inline boot script by the hash its build wrote, following a rebuild", async () => {
    const dir = frameDir();
    const { app: served, webhooks } = createSandboxApp({ embedDir: dir, rateLimitPerMinute: false });
    webhooks.stop();
    const scriptSrc = async () =>
      /script-src ([^;]*)/.exec(
        (await served.request('/embed/')).headers.get('content-security-policy') ?? '',
      )?.[1];
    // A build without csp.json (or no build): the page's own files only.
    expect(await scriptSrc()).toBe("'self'");
    const first = `'sha256-${'A'.repeat(43)}='`;
    writeFileSync(join(dir, 'csp.json'), JSON.stringify({ 'script-src': ["'self'", first] }));
    expect(await scriptSrc()).toBe(`'self' ${first}`);
    // A rebuild while the sandbox runs: the new hash, without a restart (the file's size or time changed).
    const second = `'sha256-${'B'.repeat(42)}c='`;
    writeFileSync(join(dir, 'csp.json'), JSON.stringify({ 'script-src': ["'self'", second, first] }));
    expect(await scriptSrc()).toBe(`'self' ${second} ${first}`);
    // Anything but 'self' and SHA-256 hashes is refused rather than put into the policy.
    writeFileSync(join(dir, 'csp.json'), JSON.stringify({ 'script-src': ["'self'", "'unsafe-inline'"] }));
    expect(() => frameScriptSources(dir)).toThrow(/'self' and 'sha256-…' sources only/);
    expect(frameScriptSources(null)).toEqual(["'self'"]);
  });

  it('lets the configured CORS origins frame it, or the frame ancestors named', async () => {
    const ancestors = async (options: Parameters<typeof createSandboxApp>[0]) => {
      const sb = createSandboxApp({ embedDir: frameDir(), rateLimitPerMinute: false, ...options });
      sb.webhooks.stop();
      const csp = (await sb.app.request('/embed/')).headers.get('content-security-policy') ?? '';
      return /frame-ancestors ([^;]*)/.exec(csp)?.[1];
    };
    expect(await ancestors({ corsOrigins: ['https://dev.example', 'http://[::1]:3000'] })).toBe(
      'https://dev.example',
    );
    expect(await ancestors({ corsOrigins: ['http://[::1]:3000'] })).toBe("'none'");
    expect(
      await ancestors({ corsOrigins: ['https://dev.example'], frameAncestors: ['http://localhost:5173'] }),
    ).toBe('http://localhost:5173');
    expect(() => createSandboxApp({ embedDir: null, frameAncestors: ['http://[::1]:3000'] })).toThrow(/IPv6/);
    expect(() => createSandboxApp({ embedDir: null, frameAncestors: ['localhost:3000'] })).toThrow(
      /not an origin/,
    );
  });

  it('serves the script-tag build as JavaScript that other origins may load', async () => {
    const res = await app.request('/embed/pulse.iife.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('redirects /embed to /embed/ so relative asset paths resolve', async () => {
    const res = await app.request('/embed');
    expect(res.status).toBe(308);
    expect(res.headers.get('location')).toBe('/embed/');
  });

  it('answers a missing file or a path outside the folder with the 404 envelope', async () => {
    for (const path of ['/embed/nope.js', '/embed/..%2fsecret.txt', '/embed/%2e%2e/secret.txt']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.json(), path).toMatchObject({ status: false, code: 'not_found' });
    }
  });

  it('puts no embed headers on API answers', async () => {
    const res = await app.request('/health');
    expect(res.headers.get('content-security-policy')).toBeNull();
  });

  it('says how to build the frame when it is not built', async () => {
    const bare = createSandboxApp({ embedDir: null, rateLimitPerMinute: false });
    const res = await bare.app.request('/embed/');
    expect(res.status).toBe(404);
    expect((await res.json()).error).toContain('pnpm build');
  });

  it('sends the precompressed copy the request accepts: brotli, else gzip, else the file; q=0 refuses one', async () => {
    const dir = frameDir();
    const js = 'export const answer = 42;';
    writeFileSync(join(dir, 'assets', 'index-Ab12Cd34.js'), js);
    writeFileSync(join(dir, 'assets', 'index-Ab12Cd34.js.br'), brotliCompressSync(js));
    writeFileSync(join(dir, 'assets', 'index-Ab12Cd34.js.gz'), gzipSync(js));
    const sb = createSandboxApp({ embedDir: dir, rateLimitPerMinute: false });
    sb.webhooks.stop();
    const get = (encoding: string) =>
      sb.app.request('/embed/assets/index-Ab12Cd34.js', { headers: { 'accept-encoding': encoding } });
    const cases: [string, string | null][] = [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
      ['br;q=0, gzip;q=0.5', 'gzip'],
      ['*', 'gzip'],
      ['identity', null],
      ['gzip;q=0', null],
    ];
    for (const [accept, encoding] of cases) {
      const res = await get(accept);
      expect(res.headers.get('content-encoding'), accept).toBe(encoding);
      expect(res.headers.get('vary'), accept).toMatch(/accept-encoding/i);
      expect(res.headers.get('cache-control'), accept).toBe('public, max-age=31536000, immutable');
    }
    // Only the assets the build precompressed: the test page has no .br or .gz, so it goes as it is.
    const page = await sb.app.request('/embed/', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.headers.get('content-encoding')).toBeNull();
  });

  it('serves the page no-cache with an ETag, and 304 with no body when If-None-Match names it', async () => {
    const first = await app.request('/embed/');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    for (const match of [etag, etag.slice(2), `W/"other", ${etag}`, '*']) {
      const again = await app.request('/embed/', { headers: { 'if-none-match': match } });
      expect(again.status, match).toBe(304);
      expect(await again.text(), match).toBe('');
      expect(again.headers.get('etag'), match).toBe(etag);
    }
    const other = await app.request('/embed/', { headers: { 'if-none-match': 'W/"other"' } });
    expect(other.status).toBe(200);
    // The script-tag builds keep their names, so they are revalidated like the page.
    expect((await app.request('/embed/pulse.iife.js')).headers.get('cache-control')).toBe('no-cache');
  });

  it('answers every origin on /embed/, a 404 included, so the host can read why a frame did not load', async () => {
    for (const path of ['/embed/', '/embed/nope.js']) {
      const res = await app.request(path, { headers: { origin: 'http://localhost:3000' } });
      expect(res.headers.get('access-control-allow-origin'), path).toBe('*');
      expect(res.headers.get('access-control-expose-headers'), path).toMatch(/content-security-policy/i);
    }
  });

  it('decides immutable from the file served, not from how the path is spelled', async () => {
    for (const path of ['/embed/assets/..%2Findex.html', '/embed/assets%2f..%2findex.html']) {
      // The escaped slash reaches the page; what matters is that the page is never cached for a year.
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain('<title>frame</title>');
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
    }
    expect((await app.request('/embed/assets/index.js')).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('serves a rebuilt page with its new ETag, and a file that appears after a 404', async () => {
    const dir = frameDir();
    const sb = createSandboxApp({ embedDir: dir, rateLimitPerMinute: false });
    const before = await sb.app.request('/embed/');
    expect((await sb.app.request('/embed/assets/later.js')).status).toBe(404);
    // A rebuild while the sandbox runs: another page (another size), and a new chunk.
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>frame, rebuilt</title>');
    writeFileSync(join(dir, 'assets', 'later.js'), 'export const later = 1;');
    const after = await sb.app.request('/embed/', {
      headers: { 'if-none-match': before.headers.get('etag')! },
    });
    expect(after.status).toBe(200);
    expect(await after.text()).toContain('rebuilt');
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect((await sb.app.request('/embed/assets/later.js')).status).toBe(200);
  });
});
