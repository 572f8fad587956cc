import { kuendigungOeffentlichTexte as t, type KuendigungOeffentlichAntrag } from '@ekp/contract';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ApiFehler } from '../../../shared/api/client.ts';
import { Seite } from '../../../shared/ui/Seite.tsx';
import { useKuendigungEinreichen } from '../api/einreichen.ts';
import { pruefen, type Formularwerte } from '../formular.ts';
import { standLesen, standSchreiben, type Stand } from '../stand.ts';
import { KuendigungEingang } from './KuendigungEingang.tsx';
import { KuendigungFormular } from './KuendigungFormular.tsx';
import { KuendigungPruefen } from './KuendigungPruefen.tsx';
import './kuendigung-oeffentlich.css';

export type KuendigungSchritt = 'formular' | 'pruefen' | 'eingang';

/** After refused input the keyboard and screen reader start at the first field to fix. */
function ersterFehlerFokussieren(): void {
  requestAnimationFrame(() => document.querySelector<HTMLElement>('.kuendigung-formular [aria-invalid="true"], .kuendigung-formular fieldset[aria-describedby] input')?.focus());
}

/**
 * Issue #13 §1: /kuendigung, form → confirmation step → receipt, without login (§312k BGB). Issue 31: each
 * step is an entry in the browser's history (`?schritt=`), and input and receipt are kept for the tab, so
 * Back and reload never lose them; the receipt replaces the confirmation step, so Back leads to the form.
 */
export function KuendigungOeffentlich({ schritt, zu }: { schritt: KuendigungSchritt; zu(neu: KuendigungSchritt, ersetzen?: boolean): void }) {
  const [stand, setStand] = useState<Stand>(standLesen);
  const [felder, setFelder] = useState<Record<string, string>>({});
  const einreichen = useKuendigungEinreichen();
  useEffect(() => standSchreiben(stand), [stand]);

  // Each step is a new screen: reading starts again at its top, as after a navigation.
  // In the layout phase, before the new step is painted: a key pressed on it must not be taken away by a
  // focus move that comes a frame later.
  const gezeigt = useRef(schritt);
  useLayoutEffect(() => {
    if (gezeigt.current === schritt) return;
    gezeigt.current = schritt;
    window.scrollTo(0, 0);
    document.getElementById('inhalt')?.focus();
  });

  // A message goes as soon as its field is right; the others stay until the next "Weiter".
  const aendern = (werte: Formularwerte) => {
    setStand((s) => ({ ...s, werte }));
    if (Object.keys(felder).length) {
      const jetzt = pruefen(werte, new Date()).felder ?? {};
      setFelder(Object.fromEntries(Object.keys(felder).flatMap((f) => (jetzt[f] ? [[f, jetzt[f]]] : []))));
    }
  };

  const weiter = () => {
    const r = pruefen(stand.werte, new Date());
    setFelder(r.felder ?? {});
    if (!r.antrag) return ersterFehlerFokussieren();
    setStand((s) => ({ ...s, antrag: r.antrag }));
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
          setFelder(fehler.felder);
          zu('formular', true);
          ersterFehlerFokussieren();
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
      <KuendigungFormular werte={stand.werte} felder={felder} onChange={aendern} onWeiter={weiter} />
    </Seite>
  );
}
