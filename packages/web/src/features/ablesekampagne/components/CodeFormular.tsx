import { ablesekampagneTexte as t, codeNormalisieren } from '@ekp/contract';
import { useState, type FormEvent } from 'react';
import { Textfeld } from '../../../shared/ui/Felder.tsx';

/** Step 1: the code from the letter, typed (any case, with or without dashes) or taken from the QR link. */
export function CodeFormular({ code, fehler, laeuft, onChange, onPruefen }: { code: string; fehler: string | undefined; laeuft: boolean; onChange(code: string): void; onPruefen(code: string): void }) {
  const [formatFehler, setFormatFehler] = useState<string>();
  const absenden = (e: FormEvent) => {
    e.preventDefault();
    const normal = codeNormalisieren(code);
    setFormatFehler(normal ? undefined : t.codeFormat);
    if (normal) onPruefen(normal);
    else document.getElementById('zaehlerstand-code')?.focus();
  };
  return (
    <form className="formular" noValidate onSubmit={absenden}>
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
        fehler={formatFehler ?? fehler}
        onChange={(e) => {
          setFormatFehler(undefined);
          onChange(e.target.value);
        }}
      />
      <p className="knopfleiste">
        <button type="submit" className="knopf" disabled={laeuft}>
          {t.knopfPruefen}
        </button>
      </p>
    </form>
  );
}
