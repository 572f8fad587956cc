import './optionsgruppe.css';

/** Radio buttons in a fieldset: the legend names the question, the error is read with the group. */
export function Optionsgruppe({ name, legende, optionen, wert, fehler, onChange }: {
  name: string;
  legende: string;
  optionen: Array<[string, string]>;
  wert: string;
  fehler?: string | undefined;
  onChange(wert: string): void;
}) {
  return (
    <fieldset className="optionsgruppe" aria-describedby={fehler ? `${name}-fehler` : undefined}>
      <legend>{legende}</legend>
      {optionen.map(([w, label]) => (
        <div key={w} className="option">
          <input type="radio" id={`${name}-${w}`} name={name} value={w} checked={wert === w} onChange={() => onChange(w)} />
          <label htmlFor={`${name}-${w}`}>{label}</label>
        </div>
      ))}
      {fehler && (
        <p id={`${name}-fehler`} className="feld-fehler">
          {fehler}
        </p>
      )}
    </fieldset>
  );
}
