import type { EmbedMessages } from './locales/en/embed.js';
import type { EmbedLaterMessages } from './locales/en/embed-later.js';
import type { EmbedWalletMessages } from './locales/en/embed-wallet.js';

/**
 * Every sentence of the hosted embed: the first screen's (embed.ts), the later ones (embed-later.ts) and the
 * browser wallet's (embed-wallet.ts, loaded with the later ones).
 */
export type EmbedStrings = EmbedMessages & EmbedLaterMessages & EmbedWalletMessages;
/** A key a merchant can override in the embed's `strings` option. */
export type EmbedStringKey = keyof EmbedStrings;
