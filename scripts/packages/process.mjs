// What the packaging checks share: waiting for a child process to print something, and Debian's Chromium
// launched with the same flags as playwright.config.ts.
import { chromium } from '@playwright/test';

/** Resolves with everything the child printed once its stdout matches `pattern`; rejects on exit or time. */
export function readUntil(child, pattern, ms = 30_000) {
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`no ${pattern} in ${ms} ms:\n${out}`)), ms);
    child.stdout.on('data', (d) => {
      out += d;
      if (pattern.test(out)) {
        clearTimeout(timer);
        resolve(out);
      }
    });
    child.stderr.on('data', (d) => (out += d));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code}:\n${out}`));
    });
  });
}

export const launchChromium = () =>
  chromium.launch({
    executablePath: process.env.PULSE_CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-gpu'],
  });
