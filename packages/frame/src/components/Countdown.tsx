import { useEffect, useState } from 'preact/hooks';
import { useController } from '../use-frame.js';

const left = (until: string) => Math.max(0, Math.ceil((Date.parse(until) - Date.now()) / 1000));

/** Time left on the locked price; tells the controller once when it runs out. */
export function Countdown({ until }: { until: string }) {
  const controller = useController();
  const [seconds, setSeconds] = useState(() => left(until));
  useEffect(() => {
    setSeconds(left(until));
    const timer = setInterval(() => {
      const s = left(until);
      setSeconds(s);
      if (s === 0) {
        clearInterval(timer);
        controller.lapse(until);
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [until, controller]);
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
