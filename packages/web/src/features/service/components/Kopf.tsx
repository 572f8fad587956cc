import { serviceTexte, type Rolle } from '@ekp/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { usePfad, Verweis } from './weg.tsx';
import { seitenFuer } from './navigation.ts';

const ROLLE: Record<Rolle, string> = { ADMIN: 'Administration', SACHBEARBEITUNG: 'Sachbearbeitung' };

/**
 * The console's bar in the portal's design: the "Servicekonsole" mark, the pages, who is signed in and
 * "Abmelden". On a phone the pages hide behind "Menü" (a disclosure, as in the portal); Escape closes it and
 * returns focus to the button, a navigation closes it.
 */
export function Kopf({ name, rolle, abmelden }: { name: string; rolle: Rolle; abmelden: () => void }) {
  const pfad = usePfad();
  const [offenAuf, setOffenAuf] = useState<string | null>(null);
  const offen = offenAuf === pfad;
  const id = useId();
  const knopf = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!offen) return undefined;
    const taste = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOffenAuf(null);
      knopf.current?.focus();
    };
    document.addEventListener('keydown', taste);
    return () => document.removeEventListener('keydown', taste);
  }, [offen]);
  const aktiv = (p: string) => (p === '/service' ? pfad === '/service' || pfad.startsWith('/service/kunden/') : pfad === p);
  return (
    <header className="navigation konsole-kopf">
      <nav className="navigation-innen" aria-label={serviceTexte.titel}>
        <Verweis zu="/service" className="navigation-marke konsole-marke">{serviceTexte.titel}</Verweis>
        <button ref={knopf} type="button" className="navigation-menueknopf" aria-expanded={offen} aria-controls={id} onClick={() => setOffenAuf(offen ? null : pfad)}>
          <span className="navigation-menueknopf-symbol" aria-hidden="true" />
          Menü
        </button>
        <ul id={id} className="navigation-liste" data-offen={offen}>
          {seitenFuer(rolle).map((s) => (
            <li key={s.pfad}>
              <Verweis zu={s.pfad} aktuell={aktiv(s.pfad)}>{s.text}</Verweis>
            </li>
          ))}
          <li className="konsole-wer">{name} ({ROLLE[rolle]})</li>
          <li>
            <button type="button" className="knopf knopf-sekundaer konsole-abmelden" onClick={abmelden}>{serviceTexte.anmeldung.abmelden}</button>
          </li>
        </ul>
      </nav>
    </header>
  );
}
