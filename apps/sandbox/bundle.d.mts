import type { BuildOptions } from 'esbuild';

/** The esbuild options of the published bundle, writing to `outdir`. */
export function bundleOptions(outdir: string): BuildOptions;
