import { format } from 'date-fns/format';
import { isValid } from 'date-fns/isValid';
import { parse } from 'date-fns/parse';
import { parseISO } from 'date-fns/parseISO';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { DayPicker, type Matcher } from 'react-day-picker';
import { de } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import './DatumsAuswahl.css';

/**
 * SPEC §4/§5 date picker of the portal (value and limits as YYYY-MM-DD): de-DE, the input shows
 * dd. MMMM yyyy; the calendar opens on focus or with its button and closes on selection, Escape or a
 * click outside; days before `min`, after `max` or refused by `erlaubt` cannot be picked. A typed date
 * (20.11.2026, 20. November 2026 or 2026-11-20) is taken as it is; the form validates its limits.
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

const ANZEIGE = 'dd. MMMM yyyy';
const EINGABEFORMATE = [ANZEIGE, 'd. MMMM yyyy', 'd.M.yyyy', 'dd.MM.yyyy', 'yyyy-MM-dd'];

const iso = (d: Date) => format(d, 'yyyy-MM-dd');
const anzeige = (wert: string) => (wert ? format(parseISO(wert), ANZEIGE, { locale: de }) : '');

/** The typed text as YYYY-MM-DD, or '' when it is no complete date. */
function lesen(text: string): string {
  const t = text.trim();
  for (const muster of EINGABEFORMATE) {
    const d = parse(t, muster, new Date(), { locale: de });
    if (isValid(d) && d.getFullYear() >= 1000 && d.getFullYear() <= 9999) return iso(d);
  }
  return '';
}

export function DatumsAuswahl({ id, label, wert, onChange, min, max, fehler, pflicht, erlaubt }: DatumsAuswahlProps) {
  const [offen, setOffen] = useState(false);
  const [text, setText] = useState(() => anzeige(wert));
  const [fokusInsKalender, setFokusInsKalender] = useState(false);
  const rahmen = useRef<HTMLDivElement>(null);
  const eingabe = useRef<HTMLInputElement>(null);
  const nichtOeffnen = useRef(false);
  const kalenderId = useId();
  const hinweisId = `${id}-format`;

  // A value set from outside (reset, prefill) shows in the input unless it is what was typed.
  const [bekannterWert, setBekannterWert] = useState(wert);
  if (wert !== bekannterWert) {
    setBekannterWert(wert);
    if (lesen(text) !== wert) setText(anzeige(wert));
  }

  /** Closes and gives the focus back to the input without opening it again. */
  const schliessen = useCallback(() => {
    setOffen(false);
    nichtOeffnen.current = true;
    eingabe.current?.focus();
    nichtOeffnen.current = false;
  }, []);

  // SPEC §4: Escape, a click outside, or leaving with Tab close the open calendar.
  useEffect(() => {
    const r = rahmen.current;
    if (!offen || !r) return;
    const draussen = (e: PointerEvent) => {
      if (!r.contains(e.target as Node)) setOffen(false);
    };
    const escape = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      e.stopPropagation();
      schliessen();
    };
    // A click on the calendar's background moves focus nowhere (relatedTarget null): it stays open.
    const fokusWeg = (e: FocusEvent) => {
      if (e.relatedTarget && !r.contains(e.relatedTarget as Node)) setOffen(false);
    };
    document.addEventListener('pointerdown', draussen);
    r.addEventListener('keydown', escape);
    r.addEventListener('focusout', fokusWeg);
    return () => {
      document.removeEventListener('pointerdown', draussen);
      r.removeEventListener('keydown', escape);
      r.removeEventListener('focusout', fokusWeg);
    };
  }, [offen, schliessen]);

  const oeffnen = (fokus: boolean) => {
    setFokusInsKalender(fokus);
    setOffen(true);
  };
  // The chosen day, else the calendar's own focus day (today), else the first day that can be
  // picked; one selector list would give the first match in document order, which was always the 1st.
  const tagImKalender = () => {
    const r = rahmen.current;
    const frei = '.rdp-day_button:not([disabled])';
    return r?.querySelector<HTMLButtonElement>(`.rdp-selected ${frei}`) ?? r?.querySelector<HTMLButtonElement>(`${frei}[tabindex="0"]`) ?? r?.querySelector<HTMLButtonElement>(frei);
  };
  // ArrowDown in the input moves into the calendar, as in a combobox.
  const pfeilRunter = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'ArrowDown') return;
    e.preventDefault();
    if (offen) tagImKalender()?.focus();
    else oeffnen(true);
  };

  const gesperrt: Matcher[] = [];
  if (min) gesperrt.push({ before: parseISO(min) });
  if (max) gesperrt.push({ after: parseISO(max) });
  if (erlaubt) gesperrt.push((d: Date) => !erlaubt(iso(d)));
  const gewaehlt = wert ? parseISO(wert) : undefined;
  const beschreibung = [hinweisId, fehler ? `${id}-fehler` : null].filter(Boolean).join(' ');

  return (
    <div className="feld datumsauswahl" ref={rahmen}>
      <label htmlFor={id}>{label}</label>
      <div className="datumsauswahl-zeile">
        <input
          ref={eingabe}
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-haspopup="dialog"
          aria-expanded={offen}
          aria-controls={offen ? kalenderId : undefined}
          aria-invalid={fehler ? true : undefined}
          aria-describedby={beschreibung}
          aria-required={pflicht || undefined}
          value={text}
          placeholder="TT.MM.JJJJ"
          onFocus={() => !nichtOeffnen.current && oeffnen(false)}
          onClick={() => !offen && oeffnen(false)}
          onKeyDown={pfeilRunter}
          onChange={(e) => {
            const gelesen = lesen(e.target.value);
            setText(e.target.value);
            onChange(gelesen);
            // A complete typed date is a selection too: the calendar gets out of the way.
            if (gelesen) setOffen(false);
          }}
          onBlur={() => {
            const gelesen = lesen(text);
            if (gelesen) setText(anzeige(gelesen));
          }}
        />
        <button type="button" className="datumsauswahl-knopf" aria-label={`Kalender für ${label} öffnen`} aria-expanded={offen} onClick={() => (offen ? setOffen(false) : oeffnen(true))}>
          <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            <rect x="3" y="5" width="18" height="16" rx="2" />
            <path d="M3 10h18M8 3v4M16 3v4" />
          </svg>
        </button>
      </div>
      <p id={hinweisId} className="feld-hinweis">
        Format: TT.MM.JJJJ, oder im Kalender wählen
      </p>
      {fehler && (
        <p id={`${id}-fehler`} className="feld-fehler">
          {fehler}
        </p>
      )}
      {offen && (
        <dialog open id={kalenderId} className="datumsauswahl-kalender" aria-label={`Kalender: ${label}`}>
          <DayPicker
            mode="single"
            required
            locale={de}
            autoFocus={fokusInsKalender}
            selected={gewaehlt}
            defaultMonth={gewaehlt ?? (min ? parseISO(min) : undefined)}
            startMonth={min ? parseISO(min) : undefined}
            endMonth={max ? parseISO(max) : undefined}
            disabled={gesperrt}
            onSelect={(d) => {
              onChange(iso(d));
              setText(anzeige(iso(d)));
              schliessen();
            }}
          />
        </dialog>
      )}
    </div>
  );
}
