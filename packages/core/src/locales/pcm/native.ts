/** The React Native view's own sentences in Nigerian Pidgin (pcm). Each key and placeholder as in ../en/native.ts. */
import type { NativeMessages } from '../en/native.js';

export const native: NativeMessages = {
  nativeLoadFailedTitle: 'The payment page no fit load',
  nativeLoadFailedBody: 'Check your connection, then try again. If you don pay before, your payment safe.',
  retry: 'Try again',
  testMode: 'Test mode',
  testModeNote: 'No real money dey move',
};
