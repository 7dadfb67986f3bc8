/** The React Native view's own sentences in Hausa (ha). Each key and placeholder as in ../en/native.ts. */
import type { NativeMessages } from '../en/native.js';

export const native: NativeMessages = {
  nativeLoadFailedTitle: 'Shafin biya bai buɗe ba',
  nativeLoadFailedBody:
    'Ku duba haɗin intanet ɗinku, sannan ku sake gwadawa. Idan kun riga kun biya, kuɗinku suna lafiya.',
  retry: 'Sake gwadawa',
  testMode: 'Yanayin gwaji',
  testModeNote: 'Babu kuɗi na gaske da ke tafiya',
};
