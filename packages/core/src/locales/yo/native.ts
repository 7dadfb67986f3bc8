/** The React Native view's own sentences in Yorùbá (yo). Each key and placeholder as in ../en/native.ts. */
import type { NativeMessages } from '../en/native.js';

export const native: NativeMessages = {
  nativeLoadFailedTitle: 'Ojú-ìwé ìsanwó kò ṣí',
  nativeLoadFailedBody: 'Ẹ ṣàyẹ̀wò ìsopọ̀ yín, lẹ́yìn náà ẹ tún gbìyànjú. Tí ẹ bá ti sanwó, owó yín wà láìléwu.',
  retry: 'Ẹ tún gbìyànjú',
  testMode: 'Ìpò ìdánwò',
  testModeNote: 'Kò sí owó gidi kankan tó ń lọ',
};
