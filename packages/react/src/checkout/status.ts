import { checkout } from '@pulse/core/locales/en/checkout';
import { useText } from '../i18n/speech.js';

const KEYS = {
  awaiting_payment: 'statusAwaitingTitle',
  processing: 'statusProcessing',
  completed: 'statusCompleted',
  expired: 'statusExpired',
  failed: 'statusFailed',
} as const;

/** An order status in the catalogue's words, or the status itself with spaces for an unknown one. */
export function statusText(t: Record<keyof typeof checkout, string>, status: string): string {
  const key = (KEYS as Record<string, keyof typeof checkout>)[status];
  return key ? t[key] : status.replace(/_/g, ' ');
}

/** statusText in the checkout's language. */
export function useStatusText(): (status: string) => string {
  const { t } = useText(checkout);
  return (status) => statusText(t, status);
}
