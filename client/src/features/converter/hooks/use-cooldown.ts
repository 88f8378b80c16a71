import { useCallback, useEffect, useState } from 'react';

/** Counts down whole seconds after `start()`; `remaining` is 0 when the action is allowed. */
export function useCooldown(seconds: number): { remaining: number; start: () => void } {
  const [until, setUntil] = useState<number | null>(null);
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (until === null) return;
    const tick = () => {
      const left = Math.max(0, Math.ceil((until - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) setUntil(null);
    };
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [until]);

  const start = useCallback(() => {
    setRemaining(seconds);
    setUntil(Date.now() + seconds * 1000);
  }, [seconds]);

  return { remaining, start };
}
