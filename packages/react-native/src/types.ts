import type { EmbedStringKey, MessagesInput, NativeMessageKey } from '@pulse/core';
import type { MountAuth, MountOptionsBase } from '@pulse/embed';
import type { StyleProp, ViewStyle } from 'react-native';

/** What the view adds to the embed's mount options. */
export interface PulseEmbedViewExtras {
  /** The frame's content height in points, each time it changes (after its first real screen). */
  onResize?: (height: number) => void;
  /**
   * The view takes the height the frame reports, so it fits its content with no inner scrolling. Set false
   * to size the view yourself (for example `style={{ flex: 1 }}`); onResize still fires.
   * @default true
   */
  autoHeight?: boolean;
  /** Style of the view that holds the WebView (width, margins; the height too when autoHeight is false). */
  style?: StyleProp<ViewStyle>;
  /** Passed to the view that holds the WebView, for tests of your app. */
  testID?: string;
}

/**
 * The props of `<PulseEmbedView>`: the hosted embed's mount options and callbacks, plus the
 * frame's height. Pass `sessionToken` or `auth`. `strings` also takes the view's own sentences, those of its
 * native notice when the page cannot load (`nativeLoadFailedTitle`, `nativeLoadFailedBody`).
 */
export type PulseEmbedViewProps = Omit<MountOptionsBase, 'strings'> & {
  strings?: MessagesInput<EmbedStringKey | NativeMessageKey>;
} & MountAuth &
  PulseEmbedViewExtras;
