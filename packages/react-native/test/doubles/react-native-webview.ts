/**
 * A WebView double for Vitest in Node: a host element carrying every prop, so tests can read them and call
 * its handlers, and a ref whose injectJavaScript records the scripts (tests read and clear `injected`).
 */
import { createElement, forwardRef, useImperativeHandle } from 'react';

export const injected: string[] = [];

export const WebView = forwardRef<{ injectJavaScript(script: string): void }, Record<string, unknown>>(
  function WebView(props, ref) {
    useImperativeHandle(ref, () => ({ injectJavaScript: (script: string) => void injected.push(script) }));
    return createElement('WebView', props);
  },
);
