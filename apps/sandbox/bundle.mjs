// The esbuild options of the published bundle, shared by build.mjs and the test that runs the built CLI.
// Every dependency is left to the installer except @pulse/core, whose runtime tables are bundled: inside the
// repository its package points at TypeScript source, which Node cannot run, so an external import would
// make `node apps/sandbox/dist/cli.js` fail in a checkout while working from the tarball.
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));

/** @type {import('esbuild').Plugin} */
const bundleCore = {
  name: 'bundle-pulse-core',
  setup(b) {
    // @pulse/core → src/index.ts, @pulse/core/internal → src/internal.ts, @pulse/core/internal/<module> →
    // src/<module>.ts (as the package's exports map them).
    b.onResolve({ filter: /^@pulse\/core(\/internal(\/[\w-]+)?)?$/ }, (a) => {
      const [, internal, module] = /^@pulse\/core(\/internal(?:\/([\w-]+))?)?$/.exec(a.path);
      const file = module ?? (internal ? 'internal' : 'index');
      return { path: fileURLToPath(new URL(`../../packages/core/src/${file}.ts`, import.meta.url)) };
    });
  },
};

/** @param {string} outdir @returns {import('esbuild').BuildOptions} */
export function bundleOptions(outdir) {
  return {
    entryPoints: { index: `${here}src/index.ts`, cli: `${here}src/cli.ts` },
    outdir,
    chunkNames: 'chunks/[name]-[hash]',
    splitting: true,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    plugins: [bundleCore],
    logLevel: 'warning',
  };
}
