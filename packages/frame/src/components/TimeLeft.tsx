import { useEffect, useState } from 'preact/hooks';
import { useFrame } from '../use-frame.js';

/** Whole seconds from the service's now (the device clock plus its offset) to `until`, never below 0. */
export const secondsLeft = (until: string, offsetMs: number): number =>
  Math.max(0, Math.ceil((Date.parse(until) - (Date.now() + offsetMs)) / 1000));

/** `m:ss`, or `h:mm:ss` past an hour. */
export function clock(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const ss = String(seconds % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** Time left until `until` on the service's clock, after a label; ticks each second. */
export function TimeLeft({ until, label }: { until: string; label: string }) {
  const offset = useFrame((s) => s.clockOffsetMs);
  const [seconds, setSeconds] = useState(() => secondsLeft(until, offset));
  useEffect(() => {
    setSeconds(secondsLeft(until, offset));
    const timer = setInterval(() => setSeconds(secondsLeft(until, offset)), 1000);
    return () => clearInterval(timer);
  }, [until, offset]);
  return (
    <p class="countdown time-left">
      {label}{' '}
      <time dateTime={`PT${seconds}S`} class="countdown-time">
        {clock(seconds)}
      </time>
    </p>
  );
}
