import { useEffect, useState } from 'preact/hooks';
import { useController, useFrame } from '../use-frame.js';

/** Whole seconds from the service's now (the device clock plus its offset) to `until`, never below 0. */
const left = (until: string, offsetMs: number) =>
  Math.max(0, Math.ceil((Date.parse(until) - (Date.now() + offsetMs)) / 1000));

/** Time left on the locked price, on the service's clock; tells the controller once when it runs out. */
export function Countdown({ until }: { until: string }) {
  const controller = useController();
  const offset = useFrame((s) => s.clockOffsetMs);
  const [seconds, setSeconds] = useState(() => left(until, offset));
  useEffect(() => {
    setSeconds(left(until, offset));
    const timer = setInterval(() => {
      const s = left(until, offset);
      setSeconds(s);
      if (s === 0) {
        clearInterval(timer);
        controller.lapse(until);
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [until, offset, controller]);
  const mm = Math.floor(seconds / 60);
  const ss = String(seconds % 60).padStart(2, '0');
  return (
    <p class="countdown">
      Price locked for{' '}
      <time dateTime={`PT${seconds}S`} class="countdown-time">
        {mm}:{ss}
      </time>
    </p>
  );
}
