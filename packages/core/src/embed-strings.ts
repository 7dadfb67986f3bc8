import type { EmbedMessages } from './locales/en/embed.js';
import type { EmbedEndMessages } from './locales/en/embed-end.js';
import type { EmbedLaterMessages } from './locales/en/embed-later.js';

/**
 * Every sentence of the hosted embed: the first screen's (embed.ts), the later ones (embed-later.ts) and the end
 * of a payment's (embed-end.ts).
 */
export type EmbedStrings = EmbedMessages & EmbedLaterMessages & EmbedEndMessages;
/** A key a merchant can override in the embed's `strings` option. */
export type EmbedStringKey = keyof EmbedStrings;
