/**
 * The script-tag build's stand-in for validate.ts: it passes component, flow, networks, assets, theme,
 * strings and apiUrl through unchecked. Core's colour, length and enum rules would double that build, so there the frame
 * applies them: a bad value shows the frame's error screen and calls `onError('invalid_options', …)` naming
 * the option, instead of throwing at mount.
 */
import type { FrameOptions } from '@pulse/core';
import type { EmbedUpdate, MountOptions } from './types.js';

export const checkUpdate = (u: EmbedUpdate): EmbedUpdate => u;

export const frameOptions = (o: MountOptions): FrameOptions =>
  ({
    component: o.component ?? 'payment',
    flow: o.flow ?? 'select',
    networks: o.networks,
    assets: o.assets,
    theme: o.theme ?? {},
    strings: o.strings ?? {},
    apiUrl: o.apiUrl,
  }) as FrameOptions;
