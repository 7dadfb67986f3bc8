import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'reports/**',
      '.stryker-tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // TypeScript checks names; no-undef cannot see DOM or Node types.
      'no-undef': 'off',
    },
  },
  {
    // Preact's hooks follow the same rules as React's.
    files: [
      'packages/{react,frame}/**/*.{ts,tsx}',
      'apps/playground/**/*.{ts,tsx}',
      'e2e/checkout/app/**/*.tsx',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // A chunk that fails to download must not throw to the merchant's error boundary (it blanked the page):
    // the checkout's steps load through checkout/lazyStep.tsx.
    files: ['packages/react/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react',
              importNames: ['lazy', 'Suspense'],
              message:
                "Load a step's chunk with lazyStep (checkout/lazyStep.tsx): React.lazy throws a failed download to the page's error boundary.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'e2e/**', 'apps/sandbox/src/cli.ts', 'apps/playground/start.ts', '**/bench/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // CommonJS fixtures (the packaging check's require(esm) script) are CommonJS on purpose.
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
