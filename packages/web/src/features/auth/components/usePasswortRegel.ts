import { passwortRegelverstossSofort, type PasswortKontext } from '@ekp/contract';
import { useState } from 'react';
import { Ablehnung } from '../../../shared/formular/useFormular.ts';

/**
 * Why the server would refuse a new password. While typing the form names the rules that need no
 * list (length, the customer number, the current password). Whether it is a common password only the server
 * checks; `ablehnen` puts the server's text at the field, where
 * it stands until the password is changed, and gives the refusal for the form's `senden` to throw: useFormular
 * then moves the focus to the field (marked invalid by `fehler`) and shows no second, form-wide copy.
 */
export function usePasswortRegel(neu: string, kontext: PasswortKontext): { fehler: string | undefined; ablehnen: (passwort: string, text: string) => Ablehnung } {
  const [abgelehnt, setAbgelehnt] = useState<{ passwort: string; text: string }>();
  const sofort = neu ? passwortRegelverstossSofort(neu, kontext) : null;
  return {
    fehler: sofort ?? (abgelehnt?.passwort === neu ? abgelehnt.text : undefined),
    ablehnen: (passwort, text) => {
      setAbgelehnt({ passwort, text });
      return new Ablehnung(text, { neuesPasswort: text });
    },
  };
}
