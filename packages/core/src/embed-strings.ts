import type { EmbedMessages } from './locales/en/embed.js';
import type { EmbedEndMessages } from './locales/en/embed-end.js';
import type { EmbedLaterMessages } from './locales/en/embed-later.js';
import type { EmbedWalletMessages } from './locales/en/embed-wallet.js';

/**
 * Every sentence of the hosted embed: the first screen's (embed.ts), the later ones (embed-later.ts), the end
 * of a payment's (embed-end.ts) and the browser wallet's (embed-wallet.ts); all but the first load after the
 * first screen is drawn.
 */
export type EmbedStrings = EmbedMessages & EmbedLaterMessages & EmbedEndMessages & EmbedWalletMessages;
/** A key a merchant can override in the embed's `strings` option. */
export type EmbedStringKey = keyof EmbedStrings;
