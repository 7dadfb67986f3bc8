import { startDemo } from './server.js';

const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

const demo = await startDemo(
  {
    playground: port('PULSE_DEMO_PORT', 4000),
    sandbox: port('PULSE_SANDBOX_PORT', 4010),
    frame: port('PULSE_FRAME_PORT', 4020),
  },
  { log: true },
);

console.log(`
  Pulse demo is running (test mode, nothing leaves this machine).

    Playground   ${demo.playgroundUrl}/
    Sandbox API  ${demo.sandbox.url}/v1   test key ${demo.sandbox.keys.test}
    Embed frame  ${demo.frameUrl}/

  Press Ctrl+C to stop.
`);

const stop = async () => {
  await demo.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
