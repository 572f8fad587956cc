import { FREIGABE_SCOPES, freigabeTexte, serviceTexte, type FreigabeScope } from '@ekp/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiFehler, rufe } from './api.ts';
import { Meldung } from './Meldung.tsx';

const t = serviceTexte.oauth;
const zeit = (iso: string) => new Date(iso).toLocaleString('de-DE', { timeZone: 'Europe/Berlin' });
interface Client { clientIdAnfang: string; name: string; redirects: string[]; scopes: string[]; erstellt: string }

/**
 * Issue 32, ADMIN: the tenant's third-party OAuth clients; create one (name, exact redirect URIs, allowed
 * data). The full client_id is shown once after creating it, like the CLI prints it once.
 */
export function OauthClients() {
  const abfrage = useQuery({ queryKey: ['service-oauth'], queryFn: () => rufe<{ clients: Client[] }>('GET', '/service/oauth-clients') });
  const liste = abfrage.data?.clients ?? [];
  const [fehler, setFehler] = useState<string | null>(null);
  const [neuId, setNeuId] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [redirects, setRedirects] = useState('');
  const [scopes, setScopes] = useState<FreigabeScope[]>([]);

  const anlegen = async (e: React.FormEvent) => {
    e.preventDefault();
    setFehler(null);
    setNeuId(null);
    try {
      const r = await rufe<{ clientId: string }>('POST', '/service/oauth-clients', { body: { name, redirects: redirects.split(/\s+/).filter(Boolean), scopes } });
      setNeuId(r.clientId);
      setName('');
      setRedirects('');
      setScopes([]);
      await abfrage.refetch();
    } catch (f) {
      setFehler(f instanceof ApiFehler ? f.message : null);
    }
  };

  return (
    <div className="seite">
      <h1>{t.titel}</h1>
      <p>{t.hinweis}</p>
      <Meldung text={fehler} />
      {neuId && (
        <>
          <Meldung text={t.angelegt} art="erfolg" />
          <p className="geheimnis" data-testid="client-id">{neuId}</p>
        </>
      )}
      {liste.length === 0 ? <p>{t.keine}</p> : (
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
      )}
      <h2>{t.anlegen}</h2>
      <form className="formular" onSubmit={anlegen}>
        <div className="feld"><label htmlFor="o-name">{t.name}</label><input id="o-name" required maxLength={200} value={name} onChange={(e) => setName(e.target.value)} /></div>
        <div className="feld"><label htmlFor="o-redirects">{t.redirects}</label><textarea id="o-redirects" required value={redirects} onChange={(e) => setRedirects(e.target.value)} /></div>
        <fieldset className="feld">
          <legend>{t.scopes}</legend>
          {FREIGABE_SCOPES.map((s) => (
            <div key={s}>
              <input type="checkbox" id={`o-${s}`} checked={scopes.includes(s)} onChange={(e) => setScopes(e.target.checked ? [...scopes, s] : scopes.filter((x) => x !== s))} />{' '}
              <label htmlFor={`o-${s}`}>{freigabeTexte.scopes[s]} ({s})</label>
            </div>
          ))}
        </fieldset>
        <button type="submit" className="knopf">{t.anlegen}</button>
      </form>
    </div>
  );
}
