import { Seite } from '../../../shared/ui/Seite.tsx';

/** SPEC §2 Passwort ändern; `abmeldenBeiAbbruch` is the forced change after login (issue #2 completes this screen). */
export function PasswortAendern(_props: { abmeldenBeiAbbruch: boolean }) {
  return <Seite titel="Passwort ändern">{null}</Seite>;
}
