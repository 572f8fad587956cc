import { kuendigungOeffentlichTexte as t, type KuendigungOeffentlichAntrag, type KuendigungOeffentlichEingang } from '@ekp/contract';
import { useState } from 'react';
import { ApiFehler } from '../../../shared/api/client.ts';
import { Seite } from '../../../shared/ui/Seite.tsx';
import { useKuendigungEinreichen } from '../api/einreichen.ts';
import { LEER, pruefen, type Formularwerte } from '../formular.ts';
import { KuendigungEingang } from './KuendigungEingang.tsx';
import { KuendigungFormular } from './KuendigungFormular.tsx';
import { KuendigungPruefen } from './KuendigungPruefen.tsx';
import './kuendigung-oeffentlich.css';

/** After refused input the keyboard and screen reader start at the first field to fix. */
function ersterFehlerFokussieren(): void {
  requestAnimationFrame(() => document.querySelector<HTMLElement>('.kuendigung-formular [aria-invalid="true"], .kuendigung-formular fieldset[aria-describedby] input')?.focus());
}

type Schritt = { art: 'formular' } | { art: 'pruefen'; antrag: KuendigungOeffentlichAntrag } | { art: 'eingang'; antrag: KuendigungOeffentlichAntrag; eingang: KuendigungOeffentlichEingang };

/** Issue #13 §1: /kuendigung, form → confirmation step → receipt, without login (§312k BGB). */
export function KuendigungOeffentlich() {
  const [werte, setWerte] = useState<Formularwerte>(LEER);
  const [felder, setFelder] = useState<Record<string, string>>({});
  const [schritt, setSchrittZustand] = useState<Schritt>({ art: 'formular' });
  const einreichen = useKuendigungEinreichen();

  // Each step is a new screen: reading starts again at its top, as after a navigation.
  const setSchritt = (neu: Schritt) => {
    setSchrittZustand(neu);
    requestAnimationFrame(() => {
      window.scrollTo(0, 0);
      document.getElementById('inhalt')?.focus();
    });
  };

  const weiter = () => {
    const r = pruefen(werte, new Date());
    setFelder(r.felder ?? {});
    if (r.antrag) setSchritt({ art: 'pruefen', antrag: r.antrag });
    else ersterFehlerFokussieren();
  };

  const kuendigen = (antrag: KuendigungOeffentlichAntrag) =>
    einreichen.mutate(antrag, {
      onSuccess: (eingang) => setSchritt({ art: 'eingang', antrag, eingang }),
      onError: (fehler) => {
        // The server's field messages belong next to the fields.
        if (fehler instanceof ApiFehler && fehler.status === 400 && Object.keys(fehler.felder).length) {
          setFelder(fehler.felder);
          setSchrittZustand({ art: 'formular' });
          ersterFehlerFokussieren();
        }
      },
    });

  if (schritt.art === 'eingang') {
    return (
      <Seite titel={t.eingangTitel}>
        <KuendigungEingang antrag={schritt.antrag} eingang={schritt.eingang} />
      </Seite>
    );
  }
  if (schritt.art === 'pruefen') {
    return (
      <Seite titel={t.pruefenTitel}>
        <KuendigungPruefen
          antrag={schritt.antrag}
          fehler={einreichen.isError ? einreichen.error.message : undefined}
          sendet={einreichen.isPending}
          onKuendigen={() => kuendigen(schritt.antrag)}
          onAendern={() => {
            einreichen.reset();
            setSchritt({ art: 'formular' });
          }}
        />
      </Seite>
    );
  }
  return (
    <Seite titel={t.titel}>
      <p>{t.einleitung}</p>
      <KuendigungFormular werte={werte} felder={felder} onChange={setWerte} onWeiter={weiter} />
    </Seite>
  );
}
