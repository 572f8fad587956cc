import { useCallback, useState } from 'react';

/**
 * The width in px of the element the returned ref is put on, kept up to date by a ResizeObserver: charts
 * draw at their real size, so their text is never stretched. 0 until the element is mounted (measured
 * in the commit, before the browser paints).
 */
export function useBreite(): [(element: HTMLElement | null) => (() => void) | undefined, number] {
  const [breite, setBreite] = useState(0);
  const ref = useCallback((element: HTMLElement | null) => {
    if (!element) return undefined;
    const messen = () => setBreite(element.clientWidth);
    messen();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const beobachter = new ResizeObserver(messen);
    beobachter.observe(element);
    return () => beobachter.disconnect();
  }, []);
  return [ref, breite];
}
