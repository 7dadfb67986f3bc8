// @vitest-environment node
import { describe, expect, it } from 'vitest';

describe('importing @pulse/embed', () => {
  it('touches no browser global, so server code may import it', async () => {
    expect(typeof window).toBe('undefined');
    const mod = await import('../src/index.js');
    expect(typeof mod.mount).toBe('function');
    expect(typeof mod.autoMount).toBe('function');
  });
});
