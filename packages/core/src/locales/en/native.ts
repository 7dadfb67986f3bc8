/**
 * What the React Native view shows natively, outside the web page, in English: the notice when the payment
 * page cannot load in the WebView, and the test-mode marker beside it. Each locale's native.ts follows this
 * file key for key.
 */
export const native = {
  nativeLoadFailedTitle: 'The payment page could not load',
  nativeLoadFailedBody:
    'Check your connection, then try again. If you have already paid, your payment is safe.',
  retry: 'Try again',
  testMode: 'Test mode',
  testModeNote: 'No real money moves',
} as const;

/** A key of the React Native view's own sentences. */
export type NativeMessageKey = keyof typeof native;
/** The React Native view's own sentences in one locale. */
export type NativeMessages = Record<NativeMessageKey, string>;
