import { FREIGABE_SCOPES, freigabeTexte, OauthClientAnlegenBodySchema, serviceApi, serviceTexte, type FreigabeScope } from '@ekp/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useFormular } from '../../../shared/formular/useFormular.ts';
import { Textbereich, Textfeld } from '../../../shared/ui/Felder.tsx';
import { api, konsolentext } from '../api/konsole.ts';
import { Meldung } from './Meldung.tsx';
import { TabellenRahmen } from '../../../shared/ui/TabellenRahmen.tsx';

const t = serviceTexte.oauth;
const zeit = (iso: string) => new Date(iso).toLocaleString('de-DE', { timeZone: 'Europe/Berlin' });

/**
 * ADMIN: the tenant's third-party OAuth clients; create one (name, exact redirect URIs, allowed
 * data). The full client_id is shown once after creating it, like the CLI prints it once.
 */
export function OauthClients() {
  const abfrage = useQuery({ queryKey: ['service-oauth'], queryFn: () => api(serviceApi.oauthClients) });
  const liste = abfrage.data?.clients ?? [];
  const [neuId, setNeuId] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [redirects, setRedirects] = useState('');
  const [scopes, setScopes] = useState<FreigabeScope[]>([]);

  const body = { name, redirects: redirects.split(/\s+/).filter(Boolean), scopes };
  const f = useFormular(
    OauthClientAnlegenBodySchema,
    async () => {
      setNeuId(null);
      const r = await api(serviceApi.oauthClientAnlegen, { body });
      setNeuId(r.clientId);
      setName('');
      setRedirects('');
      setScopes([]);
      await abfrage.refetch();
    },
    { browserPruefung: true, fehlertext: konsolentext },
  );
  // A message about one of the addresses ("redirects.1") belongs to the whole list's field.
  const redirectFehler = f.fehler.redirects ?? Object.entries(f.fehler).find(([feld]) => feld.startsWith('redirects.'))?.[1];

  return (
    <div className="seite">
      <h1>{t.titel}</h1>
      <p>{t.hinweis}</p>
      <Meldung text={f.meldung ?? null} />
      {neuId && (
        <>
          <Meldung text={t.angelegt} art="erfolg" />
          <p className="geheimnis" data-testid="client-id">{neuId}</p>
        </>
      )}
      {liste.length === 0 ? <p>{t.keine}</p> : (
        <TabellenRahmen name={serviceTexte.tabelle(t.titel)}>
          <table className="konsole-tabelle">
            <thead><tr><th scope="col">{t.name}</th><th scope="col">{t.clientId}</th><th scope="col">Redirect-URIs</th><th scope="col">{t.scopes}</th><th scope="col">{t.erstellt}</th></tr></thead>
            <tbody>
              {liste.map((c) => (
                <tr key={`${c.clientIdAnfang}${c.erstellt}${c.name}`}>
                  <td>{c.name}</td><td>{c.clientIdAnfang}</td><td>{c.redirects.join(' ')}</td>
                  <td>{c.scopes.map((s) => freigabeTexte.scopes[s as FreigabeScope] ?? s).join(', ')}</td><td>{zeit(c.erstellt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TabellenRahmen>
      )}
      <h2>{t.anlegen}</h2>
      <form className="formular" {...f.formular(body)}>
        <Textfeld id="o-name" label={t.name} required maxLength={200} value={name} fehler={f.fehler.name} onChange={(e) => setName(e.target.value)} />
        <Textbereich id="o-redirects" label={t.redirects} required value={redirects} fehler={redirectFehler} onChange={(e) => setRedirects(e.target.value)} />
        <fieldset className="feld" aria-describedby={f.fehler.scopes ? 'o-scopes-fehler' : undefined}>
          <legend>{t.scopes}</legend>
          {FREIGABE_SCOPES.map((s) => (
            <div key={s}>
              <input type="checkbox" id={`o-${s}`} checked={scopes.includes(s)} onChange={(e) => setScopes(e.target.checked ? [...scopes, s] : scopes.filter((x) => x !== s))} />{' '}
              <label htmlFor={`o-${s}`}>{freigabeTexte.scopes[s]} ({s})</label>
            </div>
          ))}
          {f.fehler.scopes && <p id="o-scopes-fehler" className="feld-fehler">{f.fehler.scopes}</p>}
        </fieldset>
        <button type="submit" className="knopf">{t.anlegen}</button>
      </form>
    </div>
  );
}
