import type { EmbedMessages } from './locales/en/embed.js';
import type { EmbedLaterMessages } from './locales/en/embed-later.js';

/** Every sentence of the hosted embed: the first screen's (embed.ts) and the later ones (embed-later.ts). */
export type EmbedStrings = EmbedMessages & EmbedLaterMessages;
/** A key a merchant can override in the embed's `strings` option. */
export type EmbedStringKey = keyof EmbedStrings;
