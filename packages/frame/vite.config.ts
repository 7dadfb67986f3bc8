import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes the first load's file list from the build itself into dist/first-load.json (read by size.json's
 * first-load budget): index.html, every file it links (the startup chunk, the app chunk it preloads, the
 * stylesheet) and every chunk those import statically (transitively). A dynamic import that the page does
 * not preload (the QR code, later screens, locale packs) is left out; a new startup chunk is counted against
 * the budget without anyone listing it. The build writes only into dist/, never a tracked file.
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
      if (![...files].some((f) => f.endsWith('.css')) || files.size < 4) {
        throw new Error(`first-load-budget: index.html links too little: ${[...files].join(', ')}`);
      }
      writeFileSync(join(outDir, 'first-load.json'), `${JSON.stringify([...files].sort(), null, 2)}\n`);
    },
  };
}

/**
 * The startup chunk (main.ts: the handshake and the first session read) imports the rest of the frame
 * (start.tsx) dynamically, so that it runs as soon as it arrives; this links that chunk, and the chunks it
 * imports statically, from index.html as `modulepreload`, so the browser fetches them in the same round trip
 * as the startup chunk rather than after it has run. No inline script: the page keeps `script-src 'self'`.
 */
function preloadApp(): Plugin {
  return {
    name: 'preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle ?? {};
        const app = Object.values(bundle).find(
          (c) => c.type === 'chunk' && c.moduleIds.some((id) => id.endsWith('/src/start.tsx')),
        );
        if (!app || app.type !== 'chunk') throw new Error('preload-app: no chunk for src/start.tsx');
        const names = new Set<string>();
        const visit = (name: string) => {
          const chunk = bundle[name];
          if (names.has(name) || chunk?.type !== 'chunk' || chunk.isEntry) return;
          names.add(name);
          chunk.imports.forEach(visit);
        };
        visit(app.fileName);
        return [...names].map((name) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `./${name}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * The frame's dynamic imports (later screens, theme, QR code, locale packs) have nothing to preload beside
 * them: every one imports only the entry, already loaded, and the one stylesheet is linked from index.html
 * (cssCodeSplit is off, modulePreload is off). Vite still wraps each in its preload helper (link preloading,
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

// Static files served at the embed's URL. Relative asset paths so it works under any path; no inline
// module-preload polyfill, so the built HTML holds no inline script and runs under `script-src 'self'`.
export default defineConfig({
  base: './',
  plugins: [plainDynamicImports(), preloadApp(), firstLoadBudget()],
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
