import { defineConfig } from '@playwright/test';

/** Debian's Chromium; override with PULSE_CHROMIUM=/path/to/chrome. A browser download cannot work here. */
const executablePath = process.env.PULSE_CHROMIUM ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  workers: 2,
  forbidOnly: true,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
});
