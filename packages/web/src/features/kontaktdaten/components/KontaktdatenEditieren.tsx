import { anschlussnutzerTexte, istGueltigeEmail, kontoTexte, texte, uiTexte, type Anschlussnutzer } from '@ekp/contract';
import { useState, type FormEvent } from 'react';
import { ApiFehler } from '../../../shared/api/client.ts';
import { useNachrichten } from '../../../shared/nachrichten/nachrichten.tsx';
import { Textfeld } from '../../../shared/ui/Felder.tsx';
import { Ladeanzeige, Meldung } from '../../../shared/ui/Meldung.tsx';
import { Seite } from '../../../shared/ui/Seite.tsx';
import { useKontaktdatenAktualisieren } from '../api/kontaktdaten-aktualisieren.ts';

type Felder = { email: string; festnetz: string; mobil: string; fax: string };

function KontaktFormular({ kunde, onGespeichert }: { kunde: Anschlussnutzer; onGespeichert(neu: Anschlussnutzer): void }) {
  const [w, setW] = useState<Felder>({ email: kunde.email ?? '', festnetz: kunde.festnetz ?? '', mobil: kunde.mobil ?? '', fax: kunde.fax ?? '' });
  const [beruehrt, setBeruehrt] = useState(false);
  const [meldung, setMeldung] = useState<string>();
  // Issue 26: a new email address needs the current password.
  const [passwort, setPasswort] = useState('');
  const emailGeaendert = w.email.trim().toLowerCase() !== (kunde.email ?? '').trim().toLowerCase();
  const aktualisieren = useKontaktdatenAktualisieren();
  const { zeigen } = useNachrichten();
  // SPEC §5: the email format is checked; the phone checks always pass; submit is blocked while one fails.
  const emailFehler = (beruehrt || w.email) && !istGueltigeEmail(w.email.trim()) ? texte.email.ungueltig : undefined;
  const setze = (feld: keyof Felder) => (e: { target: { value: string } }) => setW((alt) => ({ ...alt, [feld]: e.target.value }));

  const absenden = (e: FormEvent) => {
    e.preventDefault();
    setBeruehrt(true);
    setMeldung(undefined);
    if (Object.values(w).every((t) => !t.trim())) return setMeldung(texte.allgemein.formularLeer);
    if (!istGueltigeEmail(w.email.trim())) return;
    aktualisieren.mutate({ ...w, ...(emailGeaendert ? { passwort } : {}) }, {
      onSuccess: (neu) => {
        zeigen({ art: 'erfolg', text: uiTexte.kontaktdatenGespeichert });
        onGespeichert(neu);
      },
      onError: (f) => setMeldung(f instanceof ApiFehler && f.status === 400 ? f.message : anschlussnutzerTexte.kontaktdatenSpeicherFehler),
    });
  };

  return (
    <form className="formular" noValidate onSubmit={absenden}>
      <Textfeld id="kontakt-email" label="E-Mail" type="email" autoComplete="email" value={w.email} fehler={emailFehler} onChange={setze('email')} />
      <Textfeld id="kontakt-festnetz" label="Festnetz" type="tel" autoComplete="tel" value={w.festnetz} onChange={setze('festnetz')} />
      <Textfeld id="kontakt-mobil" label="Mobil" type="tel" autoComplete="tel" value={w.mobil} onChange={setze('mobil')} />
      <Textfeld id="kontakt-fax" label="Fax" type="tel" value={w.fax} onChange={setze('fax')} />
      {emailGeaendert && (
        <Textfeld id="kontakt-passwort" label={kontoTexte.aktuellesPasswort} type="password" autoComplete="current-password" value={passwort} onChange={(e) => setPasswort(e.target.value)} />
      )}
      {meldung && <Meldung art="fehler">{meldung}</Meldung>}
      <div className="knopfleiste">
        <button type="submit" className="knopf" disabled={Boolean(emailFehler) || aktualisieren.isPending}>
          Aktualisieren
        </button>
      </div>
    </form>
  );
}

/** SPEC §2 /kontakt/editieren: Kontaktdaten ändern; the route hands in the customer and what to do after saving. */
export function KontaktdatenEditieren({ kunde, ladefehler, onGespeichert }: { kunde: Anschlussnutzer | undefined; ladefehler: boolean; onGespeichert(neu: Anschlussnutzer): void }) {
  return (
    <Seite titel="Kontaktdaten ändern">
      {ladefehler && <Meldung art="fehler">{anschlussnutzerTexte.kontaktdatenLadeFehler}</Meldung>}
      {!kunde && !ladefehler && <Ladeanzeige />}
      {kunde && <KontaktFormular kunde={kunde} onGespeichert={onGespeichert} />}
    </Seite>
  );
}
