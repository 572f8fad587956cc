import { kuendigungOeffentlichTexte as t, type KuendigungOeffentlichAntrag } from '@ekp/contract';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ApiFehler } from '../../../shared/api/client.ts';
import { Seite } from '../../../shared/ui/Seite.tsx';
import { useKuendigungEinreichen } from '../api/einreichen.ts';
import type { Formularwerte } from '../formular.ts';
import { standLesen, standSchreiben, type Stand } from '../stand.ts';
import { KuendigungEingang } from './KuendigungEingang.tsx';
import { KuendigungFormular } from './KuendigungFormular.tsx';
import { KuendigungPruefen } from './KuendigungPruefen.tsx';
import './kuendigung-oeffentlich.css';

export type KuendigungSchritt = 'formular' | 'pruefen' | 'eingang';

/**
 * Kuendigung, form → confirmation step → receipt, without login (§312k BGB). Each
 * step is an entry in the browser's history (`?schritt=`), and input and receipt are kept for the tab, so
 * Back and reload never lose them; the receipt replaces the confirmation step, so Back leads to the form.
 */
export function KuendigungOeffentlich({ schritt, zu }: { schritt: KuendigungSchritt; zu(neu: KuendigungSchritt, ersetzen?: boolean): void }) {
  const [stand, setStand] = useState<Stand>(standLesen);
  // The server's field messages after "jetzt kündigen": the form shows them and focuses the first.
  const [vomServer, setVomServer] = useState<Record<string, string>>({});
  const einreichen = useKuendigungEinreichen();
  useEffect(() => standSchreiben(stand), [stand]);

  // Each step is a new screen: reading starts again at its top, as after a navigation.
  // In the layout phase, before the new step is painted: a key pressed on it must not be taken away by a
  // focus move that comes a frame later. Sent back with the server's messages, the form's first wrong field
  // has the focus already.
  const gezeigt = useRef(schritt);
  useLayoutEffect(() => {
    if (gezeigt.current === schritt) return;
    gezeigt.current = schritt;
    if (schritt === 'formular' && Object.keys(vomServer).length) return;
    window.scrollTo(0, 0);
    document.getElementById('inhalt')?.focus();
  });

  const aendern = (werte: Formularwerte) => setStand((s) => ({ ...s, werte }));

  const weiter = (antrag: KuendigungOeffentlichAntrag) => {
    setVomServer({});
    setStand((s) => ({ ...s, antrag }));
    zu('pruefen');
  };

  const kuendigen = (antrag: KuendigungOeffentlichAntrag) =>
    einreichen.mutate(antrag, {
      onSuccess: (eingang) => {
        setStand((s) => ({ ...s, eingang }));
        zu('eingang', true);
      },
      onError: (fehler) => {
        // The server's field messages belong next to the fields.
        if (fehler instanceof ApiFehler && fehler.status === 400 && Object.keys(fehler.felder).length) {
          setVomServer(fehler.felder);
          zu('formular', true);
        }
      },
    });

  if (schritt === 'eingang' && stand.eingang && stand.antrag) {
    return (
      <Seite titel={t.eingangTitel}>
        <KuendigungEingang antrag={stand.antrag} eingang={stand.eingang} />
      </Seite>
    );
  }
  if (schritt === 'pruefen' && stand.antrag) {
    const antrag = stand.antrag;
    return (
      <Seite titel={t.pruefenTitel}>
        <KuendigungPruefen
          antrag={antrag}
          fehler={einreichen.isError ? einreichen.error.message : undefined}
          sendet={einreichen.isPending}
          onKuendigen={() => kuendigen(antrag)}
          onAendern={() => {
            einreichen.reset();
            zu('formular');
          }}
        />
      </Seite>
    );
  }
  return (
    <Seite titel={t.titel}>
      <p>{t.einleitung}</p>
      <KuendigungFormular werte={stand.werte} vomServer={vomServer} onChange={aendern} onWeiter={weiter} />
    </Seite>
  );
}
