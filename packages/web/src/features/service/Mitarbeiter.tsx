import { ROLLEN, serviceTexte, type Mitarbeiter as M, type Rolle } from '@ekp/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiFehler, rufe } from './api.ts';
import { Meldung } from './Meldung.tsx';

const t = serviceTexte.mitarbeiter;

/** ADMIN: the tenant's staff; create (the start password is shown once), disable, re-enable. */
export function Mitarbeiter({ ich }: { ich: string }) {
  const abfrage = useQuery({ queryKey: ['service-mitarbeiter'], queryFn: () => rufe<{ mitarbeiter: M[] }>('GET', '/service/mitarbeiter') });
  const liste = abfrage.data?.mitarbeiter ?? [];
  const [fehler, setFehler] = useState<string | null>(null);
  const [erfolg, setErfolg] = useState<string | null>(null);
  const [neu, setNeu] = useState({ kennung: '', name: '', rolle: 'SACHBEARBEITUNG' as Rolle });
  const laden = () => abfrage.refetch().then(() => {});
  const fang = (f: unknown) => setFehler(f instanceof ApiFehler ? f.message : null);
  return (
    <div className="seite">
      <h1>{t.titel}</h1>
      <Meldung text={fehler} />
      <Meldung text={erfolg} art="erfolg" />
      <table className="konsole-tabelle">
        <thead><tr><th scope="col">{t.kennung}</th><th scope="col">{t.name}</th><th scope="col">{t.rolle}</th><th scope="col">Zustand</th><th scope="col"><span className="nur-vorleser">Aktion</span></th></tr></thead>
        <tbody>
          {liste.map((m) => (
            <tr key={m.kennung}>
              <td>{m.kennung}</td><td>{m.name}</td><td>{m.rolle}</td><td>{m.aktiv ? t.aktiv : t.deaktiviert}</td>
              <td>{m.kennung !== ich && (
                <button type="button" className="knopf knopf-sekundaer" onClick={async () => {
                  setFehler(null);
                  try { await rufe('PATCH', `/service/mitarbeiter/${encodeURIComponent(m.kennung)}`, { body: { aktiv: !m.aktiv } }); await laden(); } catch (f) { fang(f); }
                }}>{m.aktiv ? t.deaktivieren : t.aktivieren} <span className="nur-vorleser">{m.kennung}</span></button>
              )}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>{t.anlegen}</h2>
      <form className="formular" onSubmit={async (e) => {
        e.preventDefault();
        setFehler(null);
        try {
          const r = await rufe<{ kennung: string; startpasswort: string }>('POST', '/service/mitarbeiter', { body: neu });
          setErfolg(`${r.kennung}: ${t.startpasswort(r.startpasswort)}`);
          setNeu({ kennung: '', name: '', rolle: 'SACHBEARBEITUNG' });
          await laden();
        } catch (f) { fang(f); }
      }}>
        <div className="feld"><label htmlFor="m-kennung">{t.kennung}</label><input id="m-kennung" required value={neu.kennung} onChange={(e) => setNeu({ ...neu, kennung: e.target.value })} /></div>
        <div className="feld"><label htmlFor="m-name">{t.name}</label><input id="m-name" required value={neu.name} onChange={(e) => setNeu({ ...neu, name: e.target.value })} /></div>
        <div className="feld"><label htmlFor="m-rolle">{t.rolle}</label>
          <select id="m-rolle" value={neu.rolle} onChange={(e) => setNeu({ ...neu, rolle: e.target.value as Rolle })}>{ROLLEN.map((r) => <option key={r} value={r}>{r}</option>)}</select></div>
        <button type="submit" className="knopf">{t.anlegen}</button>
      </form>
    </div>
  );
}
