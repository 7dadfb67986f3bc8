import base from './vite.config';
export default {
  ...base,
  build: { ...base.build, outDir: '/tmp/speed-dist' },
  plugins: [
    ...(base.plugins ?? []),
    {
      name: 'an',
      generateBundle(_: unknown, bundle: Record<string, any>) {
        for (const [n, c] of Object.entries(bundle)) {
          if (c.type !== 'chunk' || !c.isEntry) continue;
          const rows = Object.entries(c.modules as Record<string, { renderedLength: number }>).sort((a, b) => b[1].renderedLength - a[1].renderedLength);
          console.log(n, rows.reduce((s, r) => s + r[1].renderedLength, 0));
          for (const [k, v] of rows) console.log(String(v.renderedLength).padStart(7), k.replace(/.*node_modules\/\.pnpm\//, '').replace(/.*wt-speed\//, ''));
        }
      },
    },
  ],
};
