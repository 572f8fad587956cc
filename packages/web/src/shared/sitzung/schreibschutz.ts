import { ansicht } from './sitzung.ts';

/**
 * The staff's "Ansicht als Kunde" reads only: every control that would send, save or mark is disabled and
 * described by the banner's reason (its element carries this id). Forms get it through useFormular, single
 * buttons through `schreibschutz()`, so the features need not know about the view.
 */
export const ANSICHT_GRUND_ID = 'ansicht-grund';

export const nurLesen = (): boolean => ansicht() !== null;

function beschreiben(e: Element): void {
  const ids = (e.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  if (!ids.includes(ANSICHT_GRUND_ID)) e.setAttribute('aria-describedby', [...ids, ANSICHT_GRUND_ID].join(' '));
}

/** The props of a button that writes: in the view disabled and pointing at the reason, otherwise none. */
export function schreibschutz(eigene?: string): { disabled?: true; 'aria-describedby'?: string } {
  if (!nurLesen()) return {};
  return { disabled: true, 'aria-describedby': [eigene, ANSICHT_GRUND_ID].filter(Boolean).join(' ') };
}

/**
 * Disables a write form's fields and submit buttons in the view (plain `type="button"` ones — back, cancel —
 * stay usable). Called after every render of the form's owner, so a `disabled={…}` React sets again is undone.
 */
export function formularSperren(form: HTMLFormElement | null): void {
  if (!form || !nurLesen()) return;
  for (const e of Array.from(form.elements)) {
    if (e instanceof HTMLButtonElement && e.type === 'button') continue;
    if (e instanceof HTMLButtonElement || e instanceof HTMLInputElement || e instanceof HTMLSelectElement || e instanceof HTMLTextAreaElement) {
      e.disabled = true;
      beschreiben(e);
    }
  }
}
