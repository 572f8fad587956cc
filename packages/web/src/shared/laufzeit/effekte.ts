import { options } from 'preact';

/**
 * The app runs on Preact (decision 0246), which runs `useEffect` after the next frame; React runs the effects of
 * a render caused by an input before the next input is handled. Code written for React relies on that: a menu's
 * Escape listener registered in an effect, react-day-picker focusing its day in one. A key pressed within the
 * frame went to a listener not yet there, or two days focused each other forever. Effects run right after the
 * render is committed, as React does for inputs. Both entry points call it before their first render.
 */
export function effekteWieReact(): void {
  options.requestAnimationFrame = (ausfuehren) => queueMicrotask(ausfuehren);
}
