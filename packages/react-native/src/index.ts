export { PulseEmbedView } from './PulseEmbedView.js';
export type { PulseEmbedViewProps } from './types.js';
export type { EmbedCallbacks, SessionTokenGetter } from '@pulse/embed';
