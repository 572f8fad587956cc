import { feldfehler, texte, type Schema } from '@ekp/contract';
import { useLayoutEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { safeParse, type output } from 'zod/mini';
import { ApiFehler } from '../api/client.ts';

export interface FormularOptionen<S extends Schema> {
  /** True when nothing was filled in: the form then says so instead of listing every field (SPEC §5). */
  leer?: (eingabe: unknown) => boolean;
  /** Checks beyond the schema (a live IBAN check, a password): adds messages to `fehler` by field. */
  zusatz?: (eingabe: unknown, fehler: Record<string, string>) => void;
  /** Runs after a successful send, with the checked data. */
  nachErfolg?: (daten: output<S>) => void;
}

export interface Formular {
  /** Messages by field: the schema's (feldfehler), the extra checks', then the server's 400 `felder`. */
  fehler: Record<string, string>;
  /** The form-wide message: an empty form, or the server's text when no field already shows it. */
  meldung: string | undefined;
  /** A send is under way: the submit button waits. */
  sendet: boolean;
  /** Spread onto the <form>: its ref (to find the first wrong field), noValidate and onSubmit. */
  formular(eingabe: unknown): { ref: RefObject<HTMLFormElement | null>; noValidate: true; onSubmit(e: FormEvent): void };
}

/**
 * Issue 34 item 4: the one submit path of a form. The input is checked with the contract's schema (the one
 * the server uses), then sent (the checked data and the input as given); the server's field messages (SPEC §8 `felder`) land on the same fields, and
 * after every refused submit the focus moves to the first field marked aria-invalid, so a keyboard or screen
 * reader user starts where the form needs them (WCAG 3.3.1).
 */
export function useFormular<S extends Schema>(schema: S, senden: (daten: output<S>, eingabe: unknown) => Promise<unknown>, optionen: FormularOptionen<S> = {}): Formular {
  const ref = useRef<HTMLFormElement | null>(null);
  const [fehler, setFehler] = useState<Record<string, string>>({});
  const [meldung, setMeldung] = useState<string>();
  const [sendet, setSendet] = useState(false);
  // Counts refused submits, so a second refusal with the same messages still moves the focus.
  const [abgelehnt, setAbgelehnt] = useState(0);

  useLayoutEffect(() => {
    if (abgelehnt) ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [abgelehnt]);

  const ablehnen = (felder: Record<string, string>, text?: string) => {
    setFehler(felder);
    setMeldung(text);
    setAbgelehnt((n) => n + 1);
  };

  const absenden = async (eingabe: unknown) => {
    if (sendet) return;
    if (optionen.leer?.(eingabe)) return ablehnen({}, texte.allgemein.formularLeer);
    const geprueft = safeParse(schema, eingabe);
    const neu = geprueft.success ? {} : feldfehler(geprueft.error.issues);
    optionen.zusatz?.(eingabe, neu);
    if (!geprueft.success || Object.keys(neu).length) return ablehnen(neu);
    setFehler({});
    setMeldung(undefined);
    setSendet(true);
    try {
      await senden(geprueft.data, eingabe);
      optionen.nachErfolg?.(geprueft.data);
    } catch (f) {
      const felder = f instanceof ApiFehler ? f.felder : {};
      const text = f instanceof Error ? f.message : texte.allgemein.technischerFehler;
      ablehnen(felder, Object.values(felder).includes(text) ? undefined : text);
    } finally {
      setSendet(false);
    }
  };

  return {
    fehler,
    meldung,
    sendet,
    formular: (eingabe) => ({
      ref,
      noValidate: true,
      onSubmit: (e) => {
        e.preventDefault();
        void absenden(eingabe);
      },
    }),
  };
}
