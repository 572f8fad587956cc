import { kampagnenTexte as t, TelefonBodySchema, type KampagneStand, type OffenerVertrag } from '@ekp/contract';
import { useState } from 'react';
import { ApiFehler } from '../../../../shared/api/client.ts';
import { useFormular } from '../../../../shared/formular/useFormular.ts';
import { Kontrollkaestchen, Textfeld } from '../../../../shared/ui/Felder.tsx';
import { useTelefonErfassen } from '../../api/ablesekampagnen.ts';
import { Meldung } from '../Meldung.tsx';
import { AktionDialog } from '../AktionDialog.tsx';

/** "10.870,5" as staff type it from the phone: German decimals; an empty field stays empty (the schema names it). */
const zahl = (s: string) => (s.trim() === '' ? Number.NaN : Number(s.trim().replace(/\./g, '').replace(',', '.')));

/**
 * A reading given on the phone, in a dialog: the date (the Stichtag to start with) and one field per
 * register in words. The server's field messages land on the fields; an unusual value is saved only after
 * staff confirm it with the customer.
 */
export function TelefonErfassung({ kampagne, vertrag, fertig }: { kampagne: KampagneStand; vertrag: OffenerVertrag; fertig: (meldung: string | null) => void }) {
  const erfassen = useTelefonErfassen(kampagne.id, vertrag.vertragId);
  const [datum, setDatum] = useState(kampagne.stichtag);
  const [werte, setWerte] = useState<Record<string, string>>({});
  const [ungewoehnlich, setUngewoehnlich] = useState(false);
  const [trotzdem, setTrotzdem] = useState(false);
  const eingabe = {
    ablesedatum: datum,
    ablesewerte: Object.fromEntries(vertrag.kanaele.map((k) => [k.obiskennzahl, zahl(werte[k.obiskennzahl] ?? '')])),
    ...(trotzdem ? { trotzdem: true } : {}),
  };
  const f = useFormular(TelefonBodySchema, async (daten) => {
    try {
      const { eingangsnummer } = await erfassen.senden(daten);
      await erfassen.fertig();
      fertig(t.gespeichert(eingangsnummer));
    } catch (e) {
      if (e instanceof ApiFehler && e.status === 422) setUngewoehnlich(true);
      throw e;
    }
  });
  return (
    <AktionDialog titelId="telefon-titel" abbrechen={() => fertig(null)}>
      <form className="formular" {...f.formular(eingabe)}>
        <h2 id="telefon-titel">{t.telefonTitel(vertrag.vertragId)}</h2>
        <p>{vertrag.name} ({vertrag.kundennummer}) · {t.zaehler} {vertrag.zaehlernummer}</p>
        <Meldung text={f.meldung ?? null} />
        <Textfeld id="telefon-datum" label={t.ablesedatum} type="date" value={datum} fehler={f.fehler.ablesedatum} onChange={(e) => setDatum(e.target.value)} />
        {vertrag.kanaele.map((k) => (
          <Textfeld
            key={k.obiskennzahl}
            id={`telefon-${k.obiskennzahl.replace(/[^0-9a-z]/gi, '-')}`}
            label={`${k.bezeichnung} (kWh)`}
            inputMode="decimal"
            autoComplete="off"
            value={werte[k.obiskennzahl] ?? ''}
            fehler={f.fehler[`ablesewerte.${k.obiskennzahl}`]}
            onChange={(e) => { setWerte({ ...werte, [k.obiskennzahl]: e.target.value }); setTrotzdem(false); }}
          />
        ))}
        {ungewoehnlich && <Kontrollkaestchen id="telefon-trotzdem" checked={trotzdem} onChange={(e) => setTrotzdem(e.target.checked)}>{t.trotzdem}</Kontrollkaestchen>}
        <div className="aktionen">
          <button type="submit" className="knopf" disabled={f.sendet}>{t.speichern}</button>
          <button type="button" className="knopf knopf-sekundaer" onClick={() => fertig(null)}>{t.abbrechen}</button>
        </div>
      </form>
    </AktionDialog>
  );
}
