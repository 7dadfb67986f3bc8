import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes size.json's first-load entry from the build itself: index.html, every chunk the entry imports
 * statically (transitively) and their CSS. A dynamic import (the QR code) is left out; a new startup chunk is
 * counted against the budget without anyone listing it.
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
      const entry = {
        name: 'frame first load (HTML + startup JS + CSS, without the QR chunk)',
        files: [...files].sort(),
        limit: 25600,
      };
      // Formatted as the repository's prettier check wants it, so a build leaves no diff behind.
      const file = fileURLToPath(new URL('./size.json', import.meta.url));
      writeFileSync(
        file,
        await format(JSON.stringify([entry]), { ...(await resolveConfig(file)), filepath: file }),
      );
    },
  };
}

// Static files served at the embed's URL. Relative asset paths so it works under any path; no inline
// module-preload polyfill, so the built HTML holds no inline script and runs under `script-src 'self'`.
export default defineConfig({
  base: './',
  plugins: [firstLoadBudget()],
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2020',
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    cssCodeSplit: false,
    reportCompressedSize: false,
    // Stable names for readable reports; size.json's list is written by firstLoadBudget above.
    rolldownOptions: {
      output: {
        entryFileNames: 'assets/index.js',
        chunkFileNames: 'assets/[name].js',
        assetFileNames: 'assets/[name][extname]',
      },
    },
  },
});
