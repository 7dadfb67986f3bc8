import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes the first load's file list from the build itself into dist/first-load.json (read by size.json's
 * first-load budget): index.html, every chunk the entry imports statically (transitively) and their CSS. A
 * dynamic import (the QR code, later screens, locale packs) is left out; a new startup chunk is counted
 * against the budget without anyone listing it. The build writes only into dist/, never a tracked file.
 */
function firstLoadBudget(): Plugin {
  return {
    name: 'first-load-budget',
    apply: 'build',
    // After every plugin has added its files (the stylesheet is emitted late).
    async writeBundle(_, bundle) {
      const files = new Set<string>(['dist/index.html']);
      const visit = (name: string) => {
        const chunk = bundle[name];
        if (!chunk || chunk.type !== 'chunk' || files.has(`dist/${name}`)) return;
        files.add(`dist/${name}`);
        for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(`dist/${css}`);
        chunk.imports.forEach(visit);
      };
      for (const [name, item] of Object.entries(bundle)) {
        if (item.type === 'chunk' && item.isEntry) visit(name);
      }
      // cssCodeSplit is off: the one stylesheet is linked from index.html.
      for (const [name, item] of Object.entries(bundle)) {
        if (item.type === 'asset' && name.endsWith('.css')) files.add(`dist/${name}`);
      }
      const file = fileURLToPath(new URL('./dist/first-load.json', import.meta.url));
      writeFileSync(file, `${JSON.stringify([...files].sort(), null, 2)}\n`);
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
  plugins: [plainDynamicImports(), firstLoadBudget()],
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
