// copyText where there is no DOM at all (a server render, a worker, a test runner): it answers, never throws.
import { describe, expect, it } from 'vitest';
import { copyText } from '../src/clipboard.js';

describe('copyText without a DOM', () => {
  it('reports failed, with or without an element to select', async () => {
    expect(typeof navigator).toBe('undefined');
    expect(typeof document).toBe('undefined');
    expect(typeof window).toBe('undefined');
    await expect(copyText('0x8ba1f109551bd432803012645ac136ddd64dba72')).resolves.toBe('failed');
    // An element from elsewhere (nothing here can select it).
    await expect(copyText('100', { select: {} as Element })).resolves.toBe('failed');
  });
});
