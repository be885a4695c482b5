import { useEffect, useRef, useState } from 'react';

/**
 * `value`, changing at most once per `intervalMs`: the first change passes at once, later ones wait for the
 * interval and the latest wins (spec: shell-account §4 Search "suggestion fetches (throttled 200 ms)").
 */
export function useThrottledValue<T>(value: T, intervalMs: number): T {
  const [throttled, setThrottled] = useState(value);
  const lastEmitMs = useRef(0);
  useEffect(() => {
    const wait = intervalMs - (Date.now() - lastEmitMs.current);
    if (wait <= 0) {
      lastEmitMs.current = Date.now();
      setThrottled(value);
      return undefined;
    }
    const timer = setTimeout(() => {
      lastEmitMs.current = Date.now();
      setThrottled(value);
    }, wait);
    return () => clearTimeout(timer);
  }, [value, intervalMs]);
  return throttled;
}
