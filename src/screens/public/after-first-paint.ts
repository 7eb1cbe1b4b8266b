import { useEffect, useState } from 'react';

/**
 * False on the first render, true from the task after the frame that painted it (a frame, then a macrotask after
 * it): what a page shows below its first screen can be requested then, after the page's first render rather than
 * before it. `ready` skips the wait (what it gates is already loaded).
 */
export function useAfterFirstPaint(ready = false): boolean {
  const [painted, setPainted] = useState(ready);
  useEffect(() => {
    if (painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}
