import { useController, useFrame } from './use-frame.js';
import { TimeRow, useSecondsLeft } from './TimeLeft.js';

/** Time left on the locked price, on the service's clock; tells the controller once when it runs out. */
export function Countdown({ until }: { until: string }) {
  const controller = useController();
  const strings = useFrame((s) => s.strings);
  const seconds = useSecondsLeft(until, () => controller.lapse(until));
  // `m:ss`, minutes past 59 included (unlike `clock`, which turns to `h:mm:ss`).
  const shown = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  return <TimeRow class="countdown" label={strings.priceLockedFor} seconds={seconds} shown={shown} />;
}
