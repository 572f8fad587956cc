import { anschlussnutzerTexte, istGueltigeEmail, KontaktdatenSchema, kontoTexte, texte, uiTexte, type Anschlussnutzer } from '@ekp/contract';
import { useState } from 'react';
import { ApiFehler } from '../../../shared/api/client.ts';
import { useFormular } from '../../../shared/formular/useFormular.ts';
import { useNachrichten } from '../../../shared/nachrichten/nachrichten.tsx';
import { Textfeld } from '../../../shared/ui/Felder.tsx';
import { Ladeanzeige, Meldung } from '../../../shared/ui/Meldung.tsx';
import { Seite } from '../../../shared/ui/Seite.tsx';
import { useKontaktdatenAktualisieren } from '../api/kontaktdaten-aktualisieren.ts';

type Felder = { email: string; festnetz: string; mobil: string; fax: string };

function KontaktFormular({ kunde, onGespeichert }: { kunde: Anschlussnutzer; onGespeichert(neu: Anschlussnutzer): void }) {
  const [w, setW] = useState<Felder>({ email: kunde.email ?? '', festnetz: kunde.festnetz ?? '', mobil: kunde.mobil ?? '', fax: kunde.fax ?? '' });
  // A new email address needs the current password.
  const [passwort, setPasswort] = useState('');
  const emailGeaendert = w.email.trim().toLowerCase() !== (kunde.email ?? '').trim().toLowerCase();
  const aktualisieren = useKontaktdatenAktualisieren();
  const { zeigen } = useNachrichten();
  // SPEC §5: the email format is checked while typing (an empty address is allowed); the phone checks always
  // pass; submit is blocked while one fails.
  const emailFehler = !istGueltigeEmail(w.email.trim()) ? texte.email.ungueltig : undefined;
  const setze = (feld: keyof Felder) => (e: { target: { value: string } }) => setW((alt) => ({ ...alt, [feld]: e.target.value }));
  const eingabe = { ...w, ...(emailGeaendert ? { passwort } : {}) };
  const f = useFormular(
    KontaktdatenSchema,
    async () => {
      try {
        const neu = await aktualisieren.mutateAsync(eingabe);
        zeigen({ art: 'erfolg', text: uiTexte.kontaktdatenGespeichert });
        onGespeichert(neu);
      } catch (fehler) {
        // A refused input names its problem; anything else is SPEC's one saving text.
        throw fehler instanceof ApiFehler && fehler.status === 400 ? fehler : new Error(anschlussnutzerTexte.kontaktdatenSpeicherFehler);
      }
    },
    { leer: () => Object.values(w).every((t) => !t.trim()) },
  );

  return (
    <form className="formular" {...f.formular(eingabe)}>
      <Textfeld id="kontakt-email" label="E-Mail" type="email" autoComplete="email" value={w.email} fehler={emailFehler ?? f.fehler.email} onChange={setze('email')} />
      <Textfeld id="kontakt-festnetz" label="Festnetz" type="tel" autoComplete="tel" value={w.festnetz} fehler={f.fehler.festnetz} onChange={setze('festnetz')} />
      <Textfeld id="kontakt-mobil" label="Mobil" type="tel" autoComplete="tel" value={w.mobil} fehler={f.fehler.mobil} onChange={setze('mobil')} />
      <Textfeld id="kontakt-fax" label="Fax" type="tel" value={w.fax} fehler={f.fehler.fax} onChange={setze('fax')} />
      {emailGeaendert && (
        <Textfeld id="kontakt-passwort" label={kontoTexte.aktuellesPasswort} type="password" autoComplete="current-password" value={passwort} fehler={f.fehler.passwort} onChange={(e) => setPasswort(e.target.value)} />
      )}
      {f.meldung && <Meldung art="fehler">{f.meldung}</Meldung>}
      <div className="knopfleiste">
        <button type="submit" className="knopf" disabled={Boolean(emailFehler) || f.sendet}>
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
