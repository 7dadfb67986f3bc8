import { defineConfig } from 'vitest/config';

// One Vitest run for the whole workspace; each package's tests live in its own test/ folder.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['packages/{core,server}/test/**/*.test.ts', 'scripts/test/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'sandbox',
          environment: 'node',
          include: ['apps/sandbox/test/**/*.test.ts'],
          // Every answer a sandbox test receives is validated against /openapi.json.
          setupFiles: ['apps/sandbox/test/conformance.ts'],
        },
      },
      {
        oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
        test: {
          name: 'frame',
          environment: 'happy-dom',
          // The later screens' stylesheet (lazy.tsx): here its URL is its source file's and its link loads at
          // once, with nothing fetched; the browser tests load the built file for real.
          css: { include: [/later\.css/] },
          environmentOptions: {
            happyDOM: { settings: { disableCSSFileLoading: true, handleDisabledFileLoadingAsSuccess: true } },
          },
          include: ['packages/{frame,embed}/test/**/*.test.{ts,tsx}'],
        },
      },
      {
        test: {
          name: 'react19',
          environment: 'happy-dom',
          include: ['packages/react/test/**/*.test.{ts,tsx}'],
        },
      },
      {
        // The same React tests against React 18 (installed as react18/react-dom18 aliases).
        resolve: {
          alias: [
            { find: /^react$/, replacement: 'react18' },
            { find: /^react\/(.*)$/, replacement: 'react18/$1' },
            { find: /^react-dom$/, replacement: 'react-dom18' },
            { find: /^react-dom\/(.*)$/, replacement: 'react-dom18/$1' },
          ],
        },
        test: {
          name: 'react18',
          environment: 'happy-dom',
          include: ['packages/react/test/**/*.test.{ts,tsx}'],
          server: { deps: { inline: ['@testing-library/react'] } },
          // react-dom18 is CommonJS and pnpm links its own require('react') to React 19; this redirects it.
          setupFiles: ['packages/react/test/setup-react18.ts'],
        },
      },
      {
        // The React Native component under react-test-renderer: real react-native cannot run in Node, so its
        // imports resolve to small doubles here only (tsc checks the component against the real types).
        resolve: {
          alias: [
            {
              find: /^react-native$/,
              replacement: `${import.meta.dirname}/packages/react-native/test/doubles/react-native.ts`,
            },
            {
              find: /^react-native-webview$/,
              replacement: `${import.meta.dirname}/packages/react-native/test/doubles/react-native-webview.ts`,
            },
          ],
        },
        test: {
          name: 'react-native',
          environment: 'node',
          include: ['packages/react-native/test/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
});
