import { useId } from 'react';

/**
 * Why a button is disabled, shown right below it and tied to it with aria-describedby.
 * Spread `knopf` onto the button and render `hinweis` in the same button bar.
 */
export function useSperrgrund(grund: string | undefined) {
  const id = useId();
  return {
    knopf: grund ? { 'aria-describedby': id } : {},
    hinweis: grund ? (
      <p id={id} className="knopf-grund">
        {grund}
      </p>
    ) : null,
  };
}
