// Nothing here loads zod (the schema is checked through its Standard Schema side), so the login page, which
// runs before any schema is fetched, submits through this hook too.
import { ansichtTexte, feldfehler, texte, type FeldIssue, type Schema } from '@ekp/contract/ohne-zod';
import { useLayoutEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { output } from 'zod/mini';
import { ApiFehler } from '../api/client.ts';
import { formularSperren, nurLesen } from '../sitzung/schreibschutz.ts';

export interface FormularOptionen<S extends Schema> {
  /** True when nothing was filled in: the form then says so instead of listing every field (SPEC §5). */
  leer?: (eingabe: unknown) => boolean;
  /** Checks beyond the schema (a live IBAN check, a password): adds messages to `fehler` by field. */
  zusatz?: (eingabe: unknown, fehler: Record<string, string>) => void;
  /** Runs after a successful send, with the checked data. */
  nachErfolg?: (daten: output<S>) => void;
  /**
   * Whether the form shows a message at this field (all do, unless said otherwise). A server message for a
   * field the form does not show stands as the form-wide message, so it is never lost.
   */
  feldGezeigt?: (feld: string) => boolean;
  /** The form-wide text of a refused send; default: the error's own message. `undefined` shows none. */
  fehlertext?: (fehler: unknown) => string | undefined;
  /** Keeps the browser's own checks (required, min, max) before the schema's, as the service console's forms have them. */
  browserPruefung?: boolean;
  /** Messages to start with, focused at once: the server's answer to a later step that sent the user back here. */
  anfangsfehler?: Record<string, string>;
}

/**
 * A refusal a form's `senden` throws itself, for an outcome that is no ApiFehler (the login's answers):
 * its text, and its messages by field, as the server's 400 would carry them.
 */
export class Ablehnung extends Error {
  constructor(
    text: string,
    readonly felder: Record<string, string> = {},
  ) {
    super(text);
  }
}

export interface Formular {
  /** Messages by field: the schema's (feldfehler), the extra checks', then the server's 400 `felder`. */
  fehler: Record<string, string>;
  /** The form-wide message: an empty form, or the server's text when no field already shows it. */
  meldung: string | undefined;
  /** A send is under way: the submit button waits. */
  sendet: boolean;
  /** Between submits: drops or rewrites messages, e.g. one whose field the user has just corrected. */
  fehlerAnpassen(aendern: (fehler: Record<string, string>) => Record<string, string>): void;
  /** Spread onto the <form>: its ref (to find the first wrong field), noValidate and onSubmit. */
  formular(eingabe: unknown): { ref: RefObject<HTMLFormElement | null>; noValidate: boolean; onSubmit(e: FormEvent): void };
  /** Clears the messages, for a form whose input changes so much that they no longer apply (another meter). */
  zuruecksetzen(): void;
}

/** A field marked wrong, or the first option of a radio or checkbox group whose message is read with it. */
const FALSCHES_FELD = '[aria-invalid="true"], fieldset[aria-describedby] input';

/**
 * The one submit path of a form. The input is checked with the contract's schema (the one
 * the server uses), then sent (the checked data and the input as given); the server's field messages (SPEC §8 `felder`) land on the same fields, and
 * after every refused submit the focus moves to the first field marked aria-invalid (or the first option of a
 * group with a message), so a keyboard or screen reader user starts where the form needs them (WCAG 3.3.1). A
 * form without a contract schema (the login's header calls) passes `null`: its input is sent as given.
 */
export function useFormular<S extends Schema>(schema: S | null, senden: (daten: output<S>, eingabe: unknown) => Promise<unknown>, optionen: FormularOptionen<S> = {}): Formular {
  const ref = useRef<HTMLFormElement | null>(null);
  const [fehler, setFehler] = useState<Record<string, string>>(optionen.anfangsfehler ?? {});
  const [meldung, setMeldung] = useState<string>();
  const [sendet, setSendet] = useState(false);
  // Counts refused submits, so a second refusal with the same messages still moves the focus.
  const [abgelehnt, setAbgelehnt] = useState(() => (Object.keys(optionen.anfangsfehler ?? {}).length ? 1 : 0));

  useLayoutEffect(() => {
    if (abgelehnt) ref.current?.querySelector<HTMLElement>(FALSCHES_FELD)?.focus();
  }, [abgelehnt]);
  // In the staff's read-only view a form's controls are disabled, after every render (no dependency list).
  useLayoutEffect(() => formularSperren(ref.current));

  const ablehnen = (felder: Record<string, string>, text?: string) => {
    setFehler(felder);
    setMeldung(text);
    setAbgelehnt((n) => n + 1);
  };

  const absenden = async (eingabe: unknown) => {
    if (sendet) return;
    if (nurLesen()) return ablehnen({}, ansichtTexte.nurLesen);
    if (optionen.leer?.(eingabe)) return ablehnen({}, texte.allgemein.formularLeer);
    const urteil = schema ? schema['~standard'].validate(eingabe) : { value: eingabe as output<S>, issues: undefined };
    // A schema with an async check answers later; the contract's answer at once, as safeParse did.
    const geprueft = urteil instanceof Promise ? await urteil : urteil;
    const neu = geprueft.issues ? feldfehler(geprueft.issues.map(alsFeldIssue)) : {};
    optionen.zusatz?.(eingabe, neu);
    if (geprueft.issues || Object.keys(neu).length) return ablehnen(neu);
    setFehler({});
    setMeldung(undefined);
    setSendet(true);
    try {
      await senden(geprueft.value, eingabe);
      optionen.nachErfolg?.(geprueft.value);
    } catch (f) {
      const felder = f instanceof ApiFehler || f instanceof Ablehnung ? f.felder : {};
      const text = optionen.fehlertext ? optionen.fehlertext(f) : f instanceof Error ? f.message : texte.allgemein.technischerFehler;
      const gezeigt = Object.entries(felder).filter(([feld]) => optionen.feldGezeigt?.(feld) ?? true);
      ablehnen(felder, text === undefined || gezeigt.some(([, m]) => m === text) ? undefined : text);
    } finally {
      setSendet(false);
    }
  };

  return {
    fehler,
    meldung,
    sendet,
    fehlerAnpassen: (aendern) => setFehler(aendern),
    formular: (eingabe) => ({
      ref,
      noValidate: !optionen.browserPruefung,
      onSubmit: (e) => {
        e.preventDefault();
        void absenden(eingabe);
      },
    }),
    zuruecksetzen: () => {
      setFehler({});
      setMeldung(undefined);
    },
  };
}

/** A Standard Schema issue as feldfehler reads it (zod's path is plain keys already). */
const alsFeldIssue = (i: { message: string; path?: ReadonlyArray<PropertyKey | { key: PropertyKey }> | undefined }): FeldIssue => ({
  message: i.message,
  path: (i.path ?? []).map((teil) => (typeof teil === 'object' ? teil.key : teil)),
});
