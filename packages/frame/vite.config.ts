import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, defineConfig, type Plugin } from 'vite';

/**
 * Writes the first load's file list from the build itself into dist/first-load.json (read by size.json's
 * first-load budget): index.html (with the boot script inline), every file it links (the app chunk and the
 * stylesheet) and every chunk those import statically (transitively). A dynamic import (the QR code, later
 * screens, locale packs) is left out; a new chunk the page needs at once is counted against the budget
 * without anyone listing it. The build writes only into dist/, never a tracked file.
 */
function firstLoadBudget(): Plugin {
  let outDir = fileURLToPath(new URL('./dist', import.meta.url));
  return {
    name: 'first-load-budget',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // After every plugin has added its files (the stylesheet is emitted late).
    async writeBundle(_, bundle) {
      const files = new Set<string>(['dist/index.html']);
      const visit = (name: string) => {
        const item = bundle[name];
        if (!item || files.has(`dist/${name}`)) return;
        files.add(`dist/${name}`);
        if (item.type !== 'chunk') return;
        for (const css of item.viteMetadata?.importedCss ?? []) files.add(`dist/${css}`);
        item.imports.forEach(visit);
      };
      const page = bundle['index.html'];
      const html = page?.type === 'asset' ? String(page.source) : '';
      for (const [, name] of html.matchAll(/(?:src|href)="\.\/(assets\/[^"]+)"/g)) visit(name!);
      if (![...files].some((f) => f.endsWith('.css')) || files.size < 3) {
        throw new Error(`first-load-budget: index.html links too little: ${[...files].join(', ')}`);
      }
      writeFileSync(join(outDir, 'first-load.json'), `${JSON.stringify([...files].sort(), null, 2)}\n`);
    },
  };
}

/**
 * The boot script (src/boot.ts: the handshake and the first session read), bundled on its own as a classic
 * script and inlined into index.html at the top of its head, ahead of the stylesheet, so that it runs while
 * the page is still being parsed: the session read leaves one round trip earlier than a script file would
 * allow, and its round trip runs beside the app chunk's download. The page allows it by its hash: the build writes the
 * page's `script-src` sources to dist/csp.json, which the sandbox's serving code reads and the embed guide
 * tells hosts to copy. The development server loads the same file as a module before the app instead.
 */
function inlineBoot(): Plugin {
  const entry = fileURLToPath(new URL('./src/boot.ts', import.meta.url));
  let outDir = fileURLToPath(new URL('./dist', import.meta.url));
  let sources: string[] = [];
  return {
    name: 'inline-boot',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        if (!ctx.bundle) {
          return [
            { tag: 'script', attrs: { type: 'module', src: '/src/boot.ts' }, injectTo: 'head-prepend' },
          ];
        }
        const built = await build({
          configFile: false,
          logLevel: 'silent',
          define: { 'process.env.NODE_ENV': JSON.stringify('production') },
          build: {
            write: false,
            target: 'es2022',
            minify: true,
            rolldownOptions: { input: entry, output: { format: 'iife' } },
          },
        });
        const outputs = (Array.isArray(built) ? built : [built]) as {
          output: { type: string; code?: string }[];
        }[];
        const chunks = outputs.flatMap((o) => o.output).filter((o) => o.type === 'chunk');
        const code = chunks[0]?.code?.trim();
        if (chunks.length !== 1 || !code)
          throw new Error('inline-boot: the boot script must build to one chunk');
        if (/<\/script|<!--/i.test(code))
          throw new Error('inline-boot: the boot script holds "</script" or "<!--"');
        sources = ["'self'", `'sha256-${createHash('sha256').update(code).digest('base64')}'`];
        // First in the head: an inline script after a stylesheet link waits for the stylesheet.
        const title = '</title>';
        const at = html.indexOf(title);
        if (at < 0 || /<link|<script/.test(html.slice(0, at))) {
          throw new Error('inline-boot: index.html must have its <title> before any script or link');
        }
        return html.replace(title, `${title}<script>${code}</script>`);
      },
    },
    writeBundle() {
      if (sources.length === 0) throw new Error('inline-boot: index.html was not transformed');
      writeFileSync(join(outDir, 'csp.json'), `${JSON.stringify({ 'script-src': sources }, null, 2)}\n`);
    },
  };
}

/**
 * The frame's dynamic imports (later screens, theme, QR code, locale packs) have nothing to preload beside
 * them: every one imports only the entry, already loaded, and the stylesheet is linked from index.html
 * (cssCodeSplit is off, modulePreload is off; the later screens' rules, later.css, are linked by lazy.tsx). Vite still wraps each in its preload helper (link preloading,
 * CSP nonce lookup, `vite:preloadError`), which would ship in the first load for nothing; this plain
 * version calls the import. A failed import rejects as it would unwrapped, and every caller handles that.
 */
function plainDynamicImports(): Plugin {
  const id = '\0vite/preload-helper.js';
  return {
    name: 'plain-dynamic-imports',
    apply: 'build',
    enforce: 'pre',
    load: (name) => (name === id ? 'export const __vitePreload = (load) => load();' : undefined),
  };
}

/**
 * V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136 and later) at the top of the app
 * chunk: nearly every function in it runs before the first screen (the store, the controller, the first
 * screen's components), so V8 compiles them all while the file streams in, off the main thread, instead of
 * each on its first call on the main thread, between the session's answer and ready. Other engines read a
 * comment. Measured on loopback, two builds alternated, 40 cold mounts each: 135.2 against 128.7 ms with the
 * frame in a process of its own, 119.6 against 114.5 ms without (medians). The later chunks are left without
 * it: most of their code runs only when a customer reaches a later screen.
 */
function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    generateBundle(_, bundle) {
      const app = Object.values(bundle).filter((c) => c.type === 'chunk' && c.isEntry);
      if (app.length !== 1 || app[0]!.type !== 'chunk')
        throw new Error('compile-hints: expected one entry chunk');
      app[0]!.code = `//# allFunctionsCalledOnLoad\n${app[0]!.code}`;
    },
  };
}

// Static files served at the embed's URL. Relative asset paths so it works under any path; no inline
// module-preload polyfill: the page's one inline script is the boot script, allowed by its hash.
export default defineConfig({
  base: './',
  plugins: [plainDynamicImports(), inlineBoot(), compileHints(), firstLoadBudget()],
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: false,
    assetsInlineLimit: 0,
    cssCodeSplit: false,
    reportCompressedSize: false,
    // Every file under assets/ has its content hash in its name, so it is served `immutable` (docs/embed.md,
    // "Serving the frame"); the readable part names it in reports. size.json's first-load list is written by
    // firstLoadBudget above; its other entries match the names with a `*` for the hash.
    rolldownOptions: {
      output: {
        entryFileNames: 'assets/index-[hash].js',
        // A locale pack is named after its locale: assets/embed-yo-<hash>.js, assets/embed-later-yo-<hash>.js,
        // assets/embed-end-yo-<hash>.js, assets/embed-wallet-yo-<hash>.js.
        chunkFileNames: (chunk) => {
          const pack = /locales\/(\w+)\/(embed(?:-later|-end|-wallet)?)\.ts$/.exec(
            chunk.facadeModuleId ?? '',
          );
          return pack ? `assets/${pack[2]}-${pack[1]}-[hash].js` : 'assets/[name]-[hash].js';
        },
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
});
