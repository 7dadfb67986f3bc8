import { useEffect, useRef, useState } from 'preact/hooks';
import { useFrame } from './use-frame.js';

/**
 * Whole seconds from the service's now (the device clock plus its offset) to `until`, never below 0, rounded
 * down: the offset leaves out the answer's time on the network, so the service's now is a little later than
 * it says, and a clock that shows a second the lock no longer has (10:01 for a 10-minute lock) would let a
 * customer send after the price ran out.
 */
export const secondsLeft = (until: string, offsetMs: number): number =>
  Math.max(0, Math.floor((Date.parse(until) - (Date.now() + offsetMs)) / 1000));

/** `m:ss`, or `h:mm:ss` past an hour. */
export function clock(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const ss = String(seconds % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/**
 * Seconds left until `until` on the service's clock, ticking each second. With `onZero`, the ticking stops
 * when it reaches 0 and `onZero` runs once.
 */
export function useSecondsLeft(until: string, onZero?: () => void): number {
  const offset = useFrame((s) => s.clockOffsetMs);
  const [seconds, setSeconds] = useState(() => secondsLeft(until, offset));
  // The latest callback, so a new function each render does not restart the ticking.
  const zero = useRef(onZero);
  zero.current = onZero;
  useEffect(() => {
    setSeconds(secondsLeft(until, offset));
    const timer = setInterval(() => {
      const s = secondsLeft(until, offset);
      setSeconds(s);
      if (s === 0 && zero.current) {
        clearInterval(timer);
        zero.current();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [until, offset]);
  return seconds;
}

/** A label and the time left as a machine-readable `<time>`. */
export function TimeRow(props: { label: string; seconds: number; shown: string; class: string }) {
  return (
    <p class={props.class}>
      {props.label}{' '}
      <time dateTime={`PT${props.seconds}S`} class="countdown-time">
        {props.shown}
      </time>
    </p>
  );
}

/** Time left until `until` on the service's clock, after a label; ticks each second; `onZero` once at 0. */
export function TimeLeft({ until, label, onZero }: { until: string; label: string; onZero?: () => void }) {
  const seconds = useSecondsLeft(until, onZero);
  return <TimeRow class="countdown time-left" label={label} seconds={seconds} shown={clock(seconds)} />;
}
