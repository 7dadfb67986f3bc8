/**
 * The little of react-native the component uses, for Vitest in Node, where real react-native cannot run.
 * vite.config.ts aliases 'react-native' to this file in the react-native project only; tsc checks the
 * component against the real types.
 */
import { createElement, type ReactNode } from 'react';

export const View = (props: { children?: ReactNode } & Record<string, unknown>) =>
  createElement('View', props);

/** Records what the component hands to the system; tests read and clear `opened`. */
export const Linking = {
  opened: [] as string[],
  openURL(url: string): Promise<void> {
    Linking.opened.push(url);
    return Promise.resolve();
  },
};

export const Text = (props: { children?: ReactNode } & Record<string, unknown>) =>
  createElement('Text', props);

export const Pressable = (props: { children?: ReactNode } & Record<string, unknown>) =>
  createElement('Pressable', props);

/** The app's colour scheme; tests set `Appearance.scheme`. */
export const Appearance = { scheme: 'light' as 'light' | 'dark' | null };
export const useColorScheme = () => Appearance.scheme;
