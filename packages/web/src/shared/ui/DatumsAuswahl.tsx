/**
 * Date input of the portal (value and limits as YYYY-MM-DD). Issue #3 turns this into SPEC §4's
 * date picker (de-DE, dd. MMMM yyyy, opens on focus or button, closes on selection, Escape or outside
 * click); every form uses it through this one API.
 */
export interface DatumsAuswahlProps {
  id: string;
  label: string;
  wert: string;
  onChange(wert: string): void;
  min?: string | undefined;
  max?: string | undefined;
  fehler?: string | undefined;
  pflicht?: boolean;
  /** Optional filter of selectable days (SPEC §5 "valid-dates filter"). */
  erlaubt?: (datum: string) => boolean;
}

export function DatumsAuswahl({ id, label, wert, onChange, min, max, fehler, pflicht }: DatumsAuswahlProps) {
  return (
    <div className="feld">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="date"
        value={wert}
        min={min}
        max={max}
        required={pflicht}
        aria-invalid={fehler ? true : undefined}
        aria-describedby={fehler ? `${id}-fehler` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {fehler && (
        <p id={`${id}-fehler`} className="feld-fehler">
          {fehler}
        </p>
      )}
    </div>
  );
}
