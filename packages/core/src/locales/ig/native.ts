/** The React Native view's own sentences in Igbo (ig). Each key and placeholder as in ../en/native.ts. */
import type { NativeMessages } from '../en/native.js';

export const native: NativeMessages = {
  nativeLoadFailedTitle: 'Ibe ịkwụ ụgwọ emeghepụghị',
  nativeLoadFailedBody: 'Lelee njikọ gị, wee nwaa ọzọ. Ọ bụrụ na ị kwụọla, ego gị dị mma.',
  retry: 'Nwaa ọzọ',
  testMode: 'Ọnọdụ nnwale',
  testModeNote: 'Enweghị ezigbo ego na-aga',
};
