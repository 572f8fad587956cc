import { ablesekampagneTexte as t, codeNormalisieren, type ZaehlerstandAnfrage, type ZaehlerstandMelden } from '@ekp/contract';
import { useEffect, useRef, useState } from 'react';
import { Ladeanzeige, Meldung } from '../../../shared/ui/Meldung.tsx';
import { Seite } from '../../../shared/ui/Seite.tsx';
import { Werteliste } from '../../../shared/ui/Werte.tsx';
import { useHeute } from '../../../shared/zeit/useHeute.ts';
import { useCodePruefen, useZaehlerstandMelden } from '../api/zaehlerstand.ts';
import { codeAusFragment } from '../fragment.ts';
import { CodeFormular } from './CodeFormular.tsx';
import { ZaehlerstandFormular } from './ZaehlerstandFormular.tsx';

const text = (fehler: unknown) => (fehler instanceof Error ? fehler.message : t.unbekannt);

/** /zaehlerstand: code → values → receipt, without login. The code never leaves the page but in a request body. */
export function Zaehlerstand() {
  const heute = useHeute();
  // The QR link: the code from the fragment, read once (and taken out of the address bar) before the first render.
  const [ausLink] = useState(codeAusFragment);
  const [code, setCode] = useState(ausLink ?? '');
  const [anfrage, setAnfrage] = useState<{ code: string; daten: ZaehlerstandAnfrage }>();
  // The link's code is checked before the form shows; a refusal then stands at the form's code field.
  const [linkPruefung, setLinkPruefung] = useState<{ laeuft: boolean; fehler?: string }>({ laeuft: !!ausLink });
  const [eingang, setEingang] = useState<string>();
  const pruefen = useCodePruefen();
  const melden = useZaehlerstandMelden();

  const pruefenMit = async (normal: string) => {
    const daten = await pruefen.mutateAsync(normal);
    setAnfrage({ code: normal, daten });
  };

  // A code from the link is checked at once, as if the customer had typed it and pressed "Weiter".
  const offenerLink = useRef(ausLink);
  useEffect(() => {
    const ausDemLink = offenerLink.current;
    offenerLink.current = undefined;
    if (!ausDemLink) return;
    const normal = codeNormalisieren(ausDemLink);
    (normal ? pruefenMit(normal) : Promise.reject(new Error(t.codeFormat))).then(
      () => setLinkPruefung({ laeuft: false }),
      (fehler: unknown) => setLinkPruefung({ laeuft: false, fehler: text(fehler) }),
    );
  });

  const senden = async (meldung: ZaehlerstandMelden) => {
    const { eingangsnummer } = await melden.mutateAsync(meldung);
    setEingang(eingangsnummer);
    window.scrollTo(0, 0);
    document.getElementById('inhalt')?.focus();
  };

  if (eingang) {
    return (
      <Seite titel={t.titel}>
        <Meldung art="erfolg">{t.danke}</Meldung>
        <Werteliste eintraege={[[t.eingangsnummer, eingang]]} />
      </Seite>
    );
  }
  return (
    <Seite titel={t.titel}>
      {anfrage ? (
        <ZaehlerstandFormular anfrage={anfrage.daten} code={anfrage.code} heute={heute} onSenden={senden} />
      ) : linkPruefung.laeuft ? (
        <Ladeanzeige />
      ) : (
        <CodeFormular code={code} anfangsfehler={linkPruefung.fehler} onChange={setCode} onPruefen={pruefenMit} />
      )}
    </Seite>
  );
}
