/**
 * useSpeech when English's later sentences cannot load (offline, a chunk gone after a release): the locale's
 * own pack is kept, so the customer still reads their language, and the merchant's overrides of later keys
 * wait rather than show unchecked.
 */
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { checkout as yo } from '@pulse/core/locales/yo/checkout';
import type * as Packs from '../src/i18n/packs.js';

vi.mock('../src/i18n/packs.js', async (real) => ({
  ...(await real<typeof Packs>()),
  loadEnglishRest: () => Promise.reject(new Error('offline')),
}));

const { useSpeech } = await import('../src/i18n/useSpeech.js');

describe('useSpeech with English’s later sentences out of reach', () => {
  it('keeps the Yorùbá pack and leaves the later-key overrides out', async () => {
    // `verify` is a key of a later screen: checking it needs English's later sentences.
    const { result } = renderHook(() => useSpeech('yo', { verify: 'Check account' }));
    expect(result.current).toEqual({ loading: true });
    await waitFor(() => expect('speech' in result.current).toBe(true));
    const state = result.current as {
      speech: { locale: string; input: object; pack?: Record<string, string> };
    };
    expect(state.speech.locale).toBe('yo');
    expect(state.speech.pack?.reviewTitle).toBe(yo.reviewTitle);
    expect(state.speech.input).toEqual({});
  });
});
