import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

describe('docs/guides/testing.md', () => {
  it('shows the full payment test exactly as the file this suite runs', () => {
    const guide = read('../../../../docs/guides/testing.md');
    const blocks = [...guide.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]);
    expect(blocks).toContain(read('./payments.test.ts'));
  });
});
