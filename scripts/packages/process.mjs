// What the packaging checks share: waiting for a child process to print something, Debian's Chromium launched
// with the same flags as playwright.config.ts, and ports for the servers they start.
import { chromium } from '@playwright/test';
import { createServer } from 'node:net';

// Terminal colour codes (tools colour their output when CI is set, even without a terminal).
// eslint-disable-next-line no-control-regex
const ANSI = /\x1b\[[0-9;]*m/g;

/**
 * Resolves with everything the child printed, colour codes removed, once its stdout matches `pattern`; rejects
 * on exit or time.
 */
export function readUntil(child, pattern, ms = 30_000) {
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`no ${pattern} in ${ms} ms:\n${out}`)), ms);
    child.stdout.on('data', (d) => {
      out += String(d).replace(ANSI, '');
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

/**
 * A port free now, below the system's ephemeral range (32768 and up on Linux): the demo binds it after install
 * and build, and an ephemeral port released now could meanwhile be handed to any outgoing connection.
 */
export const freePort = async () => {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const free = await new Promise((resolve) => {
      const s = createServer()
        .once('error', () => resolve(false))
        .listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
    });
    if (free) return port;
  }
};
