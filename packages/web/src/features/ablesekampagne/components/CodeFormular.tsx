import { ablesekampagneTexte as t, codeNormalisieren, ZaehlerstandPruefenSchema } from '@ekp/contract';
import { ApiFehler } from '../../../shared/api/client.ts';
import { Ablehnung, useFormular } from '../../../shared/formular/useFormular.ts';
import { Textfeld } from '../../../shared/ui/Felder.tsx';
import { Meldung } from '../../../shared/ui/Meldung.tsx';

interface Props {
  code: string;
  /** The refusal of a code that came with the QR link, shown (and focused) when the form appears. */
  anfangsfehler: string | undefined;
  onChange(code: string): void;
  /** Checks the canonical code with the server; rejects with its ApiFehler. */
  onPruefen(code: string): Promise<unknown>;
}

/**
 * Step 1: the code from the letter, typed (any case, with or without dashes) or taken from the QR link.
 * Every refusal — malformed, unknown, locked, too many requests — stands at the code field, which gets the
 * focus, as the server's field messages do on every other form.
 */
export function CodeFormular({ code, anfangsfehler, onChange, onPruefen }: Props) {
  const f = useFormular(
    ZaehlerstandPruefenSchema,
    async () => {
      try {
        await onPruefen(codeNormalisieren(code)!);
      } catch (fehler) {
        // The server answers a code without field messages (it tells nothing about which part is wrong).
        if (fehler instanceof ApiFehler && !Object.keys(fehler.felder).length) throw new Ablehnung(fehler.message, { code: fehler.message });
        throw fehler;
      }
    },
    {
      zusatz: (_eingabe, fehler) => {
        if (!codeNormalisieren(code)) fehler.code = t.codeFormat;
      },
      feldGezeigt: (feld) => feld === 'code',
      ...(anfangsfehler ? { anfangsfehler: { code: anfangsfehler } } : {}),
    },
  );
  return (
    <form className="formular" {...f.formular({ code })}>
      <p>{t.einleitung}</p>
      <Textfeld
        id="zaehlerstand-code"
        label={t.codeLabel}
        hinweis={t.codeHinweis}
        value={code}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={20}
        fehler={f.fehler.code}
        onChange={(e) => {
          f.fehlerAnpassen(({ code: _weg, ...rest }) => rest);
          onChange(e.target.value);
        }}
      />
      {f.meldung && <Meldung art="fehler">{f.meldung}</Meldung>}
      <p className="knopfleiste">
        <button type="submit" className="knopf" disabled={f.sendet}>
          {t.knopfPruefen}
        </button>
      </p>
    </form>
  );
}
