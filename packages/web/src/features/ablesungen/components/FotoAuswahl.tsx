import { ablesungenTexte } from '@ekp/contract';
import { useRef, useState } from 'react';

export interface Foto {
  name: string;
  /** data: URL for the preview. */
  dataUrl: string;
  /** The same content as plain base64, as the reading payload carries it (SPEC §3). */
  base64: string;
}

const TYPEN = ['image/png', 'image/jpeg'];
const MAX_BYTES = 10 * 1024 * 1024;
/** PNG (89 50 4E 47 0D 0A 1A 0A) and JPEG (FF D8 FF) signatures as base64 prefixes. */
const IST_BILD = /^(iVBORw0KGgo|\/9j\/)/;

/** SPEC §5 image picker: png and jpeg, read as base64 with a progress percentage, and a preview. */
export function FotoAuswahl({ foto, onChange }: { foto: Foto | undefined; onChange(foto: Foto | undefined): void }) {
  const [fortschritt, setFortschritt] = useState<number | undefined>();
  const [fehler, setFehler] = useState<string | undefined>();
  const eingabe = useRef<HTMLInputElement>(null);

  function lesen(datei: File | undefined) {
    setFehler(undefined);
    setFortschritt(undefined);
    onChange(undefined);
    if (!datei) return;
    // The server decides by the file's bytes; these checks only spare a useless upload.
    if (!TYPEN.includes(datei.type)) return setFehler(ablesungenTexte.fotoTyp);
    if (datei.size > MAX_BYTES) return setFehler(ablesungenTexte.fotoZuGross);
    const leser = new FileReader();
    setFortschritt(0);
    leser.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) setFortschritt(Math.round((e.loaded / e.total) * 100));
    };
    leser.onload = () => {
      const dataUrl = String(leser.result);
      const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
      setFortschritt(100);
      // A renamed PDF passes the browser's type (taken from the name); its first bytes do not.
      if (!IST_BILD.test(base64)) return setFehler(ablesungenTexte.fotoTyp);
      onChange({ name: datei.name, dataUrl, base64 });
    };
    leser.onerror = () => {
      setFortschritt(undefined);
      setFehler(ablesungenTexte.dateiLesefehler);
    };
    leser.readAsDataURL(datei);
  }

  function entfernen() {
    onChange(undefined);
    setFortschritt(undefined);
    if (eingabe.current) eingabe.current.value = '';
  }

  return (
    <div className="feld foto-auswahl">
      <label htmlFor="ablesung-foto">Foto des Zählerstands (optional, PNG oder JPEG)</label>
      <input
        ref={eingabe}
        id="ablesung-foto"
        type="file"
        accept="image/png,image/jpeg"
        aria-invalid={fehler ? true : undefined}
        aria-describedby={fehler ? 'ablesung-foto-fehler' : undefined}
        onChange={(e) => lesen(e.target.files?.[0])}
      />
      {fortschritt !== undefined && (
        <div className="foto-fortschritt">
          <progress id="ablesung-foto-fortschritt" max={100} value={fortschritt} aria-label="Fortschritt beim Lesen des Fotos" />
          <output htmlFor="ablesung-foto">{`Gelesen: ${fortschritt} %`}</output>
        </div>
      )}
      {fehler && (
        <p id="ablesung-foto-fehler" className="feld-fehler" role="alert">
          {fehler}
        </p>
      )}
      {foto && (
        <figure className="foto-vorschau">
          <img src={foto.dataUrl} alt={`Vorschau des gewählten Fotos ${foto.name}`} />
          <figcaption>
            {foto.name}{' '}
            <button type="button" className="knopf-link" onClick={entfernen}>
              Foto entfernen
            </button>
          </figcaption>
        </figure>
      )}
    </div>
  );
}
