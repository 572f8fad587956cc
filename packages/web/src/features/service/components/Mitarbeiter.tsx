import { MitarbeiterAnlegenBodySchema, ROLLEN, serviceApi, serviceTexte, type Rolle } from '@ekp/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useFormular } from '../../../shared/formular/useFormular.ts';
import { Auswahl, Textfeld } from '../../../shared/ui/Felder.tsx';
import { api, konsolentext } from '../api/konsole.ts';
import { Meldung } from './Meldung.tsx';
import { TabellenRahmen } from '../../../shared/ui/TabellenRahmen.tsx';

const t = serviceTexte.mitarbeiter;

/** ADMIN: the tenant's staff; create (the start password is shown once), disable, re-enable. */
export function Mitarbeiter({ ich }: { ich: string }) {
  const abfrage = useQuery({ queryKey: ['service-mitarbeiter'], queryFn: () => api(serviceApi.mitarbeiterListe) });
  const liste = abfrage.data?.mitarbeiter ?? [];
  const [fehlerKnopf, setFehler] = useState<string | null>(null);
  const [erfolg, setErfolg] = useState<string | null>(null);
  const [neu, setNeu] = useState({ kennung: '', name: '', rolle: 'SACHBEARBEITUNG' as Rolle });
  const laden = () => abfrage.refetch().then(() => {});
  const fang = (f: unknown) => setFehler(konsolentext(f) ?? null);
  const anlegen = useFormular(
    MitarbeiterAnlegenBodySchema,
    async () => {
      setFehler(null);
      const r = await api(serviceApi.mitarbeiterAnlegen, { body: neu });
      setErfolg(`${r.kennung}: ${t.startpasswort(r.startpasswort)}`);
      setNeu({ kennung: '', name: '', rolle: 'SACHBEARBEITUNG' });
      await laden();
    },
    { browserPruefung: true, fehlertext: konsolentext },
  );
  // One message line: a list button's first (sending the form clears it), else the form's.
  const fehler = fehlerKnopf ?? anlegen.meldung ?? null;
  return (
    <div className="seite">
      <h1>{t.titel}</h1>
      <Meldung text={fehler} />
      <Meldung text={erfolg} art="erfolg" />
      <TabellenRahmen name={serviceTexte.tabelle(t.titel)}>
        <table className="konsole-tabelle">
          <thead><tr><th scope="col">{t.kennung}</th><th scope="col">{t.name}</th><th scope="col">{t.rolle}</th><th scope="col">Zustand</th><th scope="col"><span className="nur-vorleser">Aktion</span></th></tr></thead>
          <tbody>
            {liste.map((m) => (
              <tr key={m.kennung}>
                <td>{m.kennung}</td><td>{m.name}</td><td>{m.rolle}</td><td>{m.aktiv ? t.aktiv : t.deaktiviert}</td>
                <td>{m.kennung !== ich && (
                  <button type="button" className="knopf knopf-sekundaer" onClick={async () => {
                    setFehler(null);
                    try { await api(serviceApi.mitarbeiterAendern, { params: { kennung: m.kennung }, body: { aktiv: !m.aktiv } }); await laden(); } catch (f) { fang(f); }
                  }}>{m.aktiv ? t.deaktivieren : t.aktivieren} <span className="nur-vorleser">{m.kennung}</span></button>
                )}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TabellenRahmen>
      <h2>{t.anlegen}</h2>
      <form className="formular" {...anlegen.formular(neu)}>
        <Textfeld id="m-kennung" label={t.kennung} required value={neu.kennung} fehler={anlegen.fehler.kennung} onChange={(e) => setNeu({ ...neu, kennung: e.target.value })} />
        <Textfeld id="m-name" label={t.name} required value={neu.name} fehler={anlegen.fehler.name} onChange={(e) => setNeu({ ...neu, name: e.target.value })} />
        <Auswahl id="m-rolle" label={t.rolle} value={neu.rolle} fehler={anlegen.fehler.rolle} onChange={(e) => setNeu({ ...neu, rolle: e.target.value as Rolle })}>
          {ROLLEN.map((r) => <option key={r} value={r}>{r}</option>)}
        </Auswahl>
        <button type="submit" className="knopf">{t.anlegen}</button>
      </form>
    </div>
  );
}
