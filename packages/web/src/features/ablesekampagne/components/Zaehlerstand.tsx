import { ablesekampagneTexte as t, type ZaehlerstandAnfrage, type ZaehlerstandMelden } from '@ekp/contract';
import { useEffect, useRef, useState } from 'react';
import { ApiFehler } from '../../../shared/api/client.ts';
import { Meldung } from '../../../shared/ui/Meldung.tsx';
import { Seite } from '../../../shared/ui/Seite.tsx';
import { Werteliste } from '../../../shared/ui/Werte.tsx';
import { useHeute } from '../../../shared/zeit/useHeute.ts';
import { useCodePruefen, useZaehlerstandMelden } from '../api/zaehlerstand.ts';
import { codeAusFragment } from '../fragment.ts';
import { CodeFormular } from './CodeFormular.tsx';
import { ZaehlerstandFormular, type Rueckmeldung } from './ZaehlerstandFormular.tsx';

const text = (fehler: unknown) => (fehler instanceof Error ? fehler.message : t.unbekannt);

/** /zaehlerstand: code → values → receipt, without login. The code never leaves the page but in a request body. */
export function Zaehlerstand() {
  const heute = useHeute();
  // The QR link: the code from the fragment, read once (and taken out of the address bar) before the first render.
  const [ausLink] = useState(codeAusFragment);
  const [code, setCode] = useState(ausLink ?? '');
  const [anfrage, setAnfrage] = useState<{ code: string; daten: ZaehlerstandAnfrage }>();
  const [codeFehler, setCodeFehler] = useState<string>();
  const [rueckmeldung, setRueckmeldung] = useState<Rueckmeldung>();
  const [eingang, setEingang] = useState<string>();
  const pruefen = useCodePruefen();
  const melden = useZaehlerstandMelden();

  const pruefenMit = (normal: string) =>
    pruefen.mutate(normal, {
      onSuccess: (daten) => {
        setAnfrage({ code: normal, daten });
        setRueckmeldung(undefined);
      },
      onError: (fehler) => {
        setCodeFehler(text(fehler));
        document.getElementById('zaehlerstand-code')?.focus();
      },
    });
  const codePruefen = (normal: string) => {
    setCodeFehler(undefined);
    pruefenMit(normal);
  };

  // A code from the link is checked at once, as if the customer had typed it and pressed "Weiter".
  const offenerLink = useRef(ausLink);
  useEffect(() => {
    const ausDemLink = offenerLink.current;
    offenerLink.current = undefined;
    if (ausDemLink) pruefenMit(ausDemLink);
  });

  const senden = (meldung: ZaehlerstandMelden) =>
    melden.mutate(meldung, {
      onSuccess: ({ eingangsnummer }) => {
        setEingang(eingangsnummer);
        window.scrollTo(0, 0);
        document.getElementById('inhalt')?.focus();
      },
      onError: (fehler) => {
        const felder = fehler instanceof ApiFehler ? fehler.felder : {};
        const warnung = fehler instanceof ApiFehler && fehler.status === 422 ? fehler.message : undefined;
        setRueckmeldung({ felder, warnung, text: text(fehler) });
      },
    });

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
      {!anfrage ? (
        <CodeFormular code={code} fehler={codeFehler} laeuft={pruefen.isPending} onChange={setCode} onPruefen={codePruefen} />
      ) : (
        <ZaehlerstandFormular anfrage={anfrage.daten} code={anfrage.code} heute={heute} laeuft={melden.isPending} rueckmeldung={rueckmeldung} onSenden={senden} />
      )}
    </Seite>
  );
}
