import { AbschaltenBodySchema, EinschaltenBodySchema, kontoTexte, sicherheitTexte as t, texte, type Einrichtung } from '@ekp/contract';
import { useState } from 'react';
import { ApiFehler } from '../../../shared/api/client.ts';
import { useFormular } from '../../../shared/formular/useFormular.ts';
import { Textfeld } from '../../../shared/ui/Felder.tsx';
import { KopierKnopf } from '../../../shared/ui/KopierKnopf.tsx';
import { Ladeanzeige, Meldung } from '../../../shared/ui/Meldung.tsx';
import { schreibschutz } from '../../../shared/sitzung/schreibschutz.ts';
import { Seite } from '../../../shared/ui/Seite.tsx';
import { useAbschalten, useBestaetigen, useEinrichten, useSicherheit } from '../api/sicherheit.ts';
import './sicherheit.css';

/** The secret in groups of four, as a phone's app asks for it and as it is read off. */
export const inViererGruppen = (geheimnis: string) => geheimnis.match(/.{1,4}/g)?.join(' ') ?? geheimnis;

const kopierTexte = { kopiert: t.kopiert, nichtKopiert: t.nichtKopiert };

const fehlertext = (f: unknown) => (f instanceof ApiFehler ? (f.servertext ?? f.message) : texte.allgemein.technischerFehler);

/** The optional second factor, switched on with a first code and off with password and code. */
export function Sicherheit() {
  const stand = useSicherheit();
  const [codes, setCodes] = useState<string[]>();
  const [meldung, setMeldung] = useState<string>();
  return (
    <Seite titel={t.titel}>
      <p>{t.einleitung}</p>
      {meldung && <Meldung art="erfolg">{meldung}</Meldung>}
      {stand.isPending ? (
        <Ladeanzeige />
      ) : stand.isError ? (
        <Meldung art="fehler">{fehlertext(stand.error)}</Meldung>
      ) : codes ? (
        <Wiederherstellungscodes codes={codes} />
      ) : stand.data.zweiterFaktorAktiv ? (
        <Abschalten fertig={() => setMeldung(t.abgeschaltet)} />
      ) : (
        <Einschalten fertig={(c) => { setMeldung(undefined); setCodes(c); }} />
      )}
    </Seite>
  );
}

function Einschalten({ fertig }: { fertig: (codes: string[]) => void }) {
  const einrichten = useEinrichten();
  const bestaetigen = useBestaetigen();
  const [einrichtung, setEinrichtung] = useState<Einrichtung>();
  const [code, setCode] = useState('');
  const [passwort, setPasswort] = useState('');
  const f = useFormular(EinschaltenBodySchema, async () => fertig((await bestaetigen.mutateAsync({ code: code.trim(), passwort })).wiederherstellungscodes), { fehlertext });

  if (!einrichtung) {
    return (
      <>
        <Meldung art="info">{t.inaktiv}</Meldung>
        {einrichten.isError && <Meldung art="fehler">{fehlertext(einrichten.error)}</Meldung>}
        <button type="button" className="knopf" disabled={einrichten.isPending} {...schreibschutz()} onClick={() => einrichten.mutate(undefined, { onSuccess: setEinrichtung })}>
          {t.einschalten}
        </button>
      </>
    );
  }
  return (
    <form className="formular" {...f.formular({ code, passwort })}>
      <p>{t.scannen}</p>
      {/* The SVG comes from our own server (uqr), as an image so that no markup of it runs in the page. */}
      <img className="qr-code" src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(einrichtung.qrSvg)}`} alt={`QR-Code: ${einrichtung.uri}`} width={200} height={200} />
      {/* On the phone that carries the app, the otpauth: link opens it; no camera needed. */}
      <p>
        <a className="knopf knopf-sekundaer" href={einrichtung.uri}>
          {t.appOeffnen}
        </a>
      </p>
      <p className="totp-geheimnis">
        {t.geheimnis}: <code data-testid="totp-geheimnis">{inViererGruppen(einrichtung.geheimnis)}</code>{' '}
        <KopierKnopf text={einrichtung.geheimnis} label={t.geheimnisKopieren} {...kopierTexte} />
      </p>
      {/* Only an app's code can switch it on: digits, so the phone shows its number pad. */}
      <Textfeld id="code" label={t.code} value={code} fehler={f.fehler.code} onChange={(e) => setCode(e.target.value)} autoComplete="one-time-code" inputMode="numeric" required />
      {/* Switching on needs the current password too. */}
      <Textfeld id="einschalten-passwort" label={kontoTexte.aktuellesPasswort} type="password" autoComplete="current-password" value={passwort} fehler={f.fehler.passwort} onChange={(e) => setPasswort(e.target.value)} required />
      {f.meldung && <Meldung art="fehler">{f.meldung}</Meldung>}
      <button type="submit" className="knopf" disabled={!code.trim() || !passwort || f.sendet}>
        {t.bestaetigen}
      </button>
    </form>
  );
}

function Wiederherstellungscodes({ codes }: { codes: string[] }) {
  return (
    <>
      <Meldung art="erfolg">{t.aktiv}</Meldung>
      <h2>{t.codesTitel}</h2>
      <p>{t.codesHinweis}</p>
      {/* One per line, and copied as such into a password manager or a note. */}
      <ul className="wiederherstellungscodes" aria-label={t.codesTitel}>
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ul>
      <KopierKnopf text={codes.join('\n')} label={t.codesKopieren} {...kopierTexte} />
    </>
  );
}

function Abschalten({ fertig }: { fertig: () => void }) {
  const abschalten = useAbschalten();
  const [passwort, setPasswort] = useState('');
  const [code, setCode] = useState('');
  const f = useFormular(AbschaltenBodySchema, () => abschalten.mutateAsync({ passwort, code: code.trim() }), { fehlertext, nachErfolg: fertig });
  return (
    <>
      <Meldung art="info">{t.aktiv}</Meldung>
      <form className="formular" {...f.formular({ passwort, code })} aria-labelledby="abschalten-titel">
        <h2 id="abschalten-titel">{t.abschaltenTitel}</h2>
        <Textfeld id="passwort" label={t.passwort} type="password" autoComplete="current-password" value={passwort} fehler={f.fehler.passwort} onChange={(e) => setPasswort(e.target.value)} required />
        {/* A recovery code has letters: a text keyboard, no auto-capitals or corrections. */}
        <Textfeld id="code" label={t.code} value={code} fehler={f.fehler.code} onChange={(e) => setCode(e.target.value)} autoComplete="one-time-code" autoCapitalize="characters" autoCorrect="off" spellCheck={false} required />
        {f.meldung && <Meldung art="fehler">{f.meldung}</Meldung>}
        <button type="submit" className="knopf" disabled={!passwort || !code.trim() || f.sendet}>
          {t.abschalten}
        </button>
      </form>
    </>
  );
}
