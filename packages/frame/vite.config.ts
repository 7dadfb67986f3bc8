import { defineConfig } from 'vite';

// Static files served at the embed's URL. Relative asset paths so it works under any path; no inline
// module-preload polyfill, so the built HTML holds no inline script and runs under `script-src 'self'`.
export default defineConfig({
  base: './',
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
    // Stable names so size.json can list the first-load files; the QR chunk keeps its own name.
    rolldownOptions: {
      output: {
        entryFileNames: 'assets/index.js',
        chunkFileNames: 'assets/[name].js',
        assetFileNames: 'assets/[name][extname]',
      },
    },
  },
});
