/**
 * The view's own sentences (shown natively when the payment page cannot load), in each shipped locale. They
 * are a few lines each, so all five ship with the view: a failed load must not wait on another download.
 */
import type { Locale, NativeMessages } from '@pulse/core';
import { native as en } from '@pulse/core/locales/en/native';
import { native as ha } from '@pulse/core/locales/ha/native';
import { native as ig } from '@pulse/core/locales/ig/native';
import { native as pcm } from '@pulse/core/locales/pcm/native';
import { native as yo } from '@pulse/core/locales/yo/native';

const BY_LOCALE: Record<Locale, NativeMessages> = { en, pcm, yo, ha, ig };

/** The view's sentences in `locale`. */
export const nativeMessages = (locale: Locale): NativeMessages => BY_LOCALE[locale];
