import { act } from 'preact/test-utils';
import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiFehler } from '../api/client.ts';
import { Textfeld } from '../ui/Felder.tsx';
import { Ablehnung, useFormular, type FormularOptionen } from './useFormular.ts';

// act() outside a test framework it knows (Preact's test-utils, as the app runs on Preact: decision 0246).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const Schema = z.object({ name: z.string().min(1, 'Name fehlt'), plz: z.string().regex(/^\d{5}$/, 'PLZ: fünf Ziffern'), ort: z.string().min(1, 'Ort fehlt') });
type Werte = z.input<typeof Schema>;

/**
 * A form as the features build it; `antwort` decides what the "server" says. With `korrigieren`, a field's
 * message goes as soon as the user changes it (the contract termination form does so).
 */
function Probe({ start, antwort, gesendet, optionen, korrigieren, gruppe }: {
  start: Werte;
  antwort(): Promise<unknown>;
  gesendet: Werte[];
  optionen?: FormularOptionen<typeof Schema>;
  korrigieren?: boolean;
  /** A radio group before the PLZ that carries the PLZ's message, as Optionsgruppe does. */
  gruppe?: boolean;
}) {
  const [w, setW] = useState(start);
  const f = useFormular(
    Schema,
    async (d) => {
      gesendet.push(d);
      return antwort();
    },
    optionen,
  );
  const aendern = (n: keyof Werte, wert: string) => {
    setW({ ...w, [n]: wert });
    if (korrigieren) f.fehlerAnpassen(({ [n]: _, ...rest }) => rest);
  };
  const feld = (n: keyof Werte) => <Textfeld id={`probe-${n}`} label={n} value={w[n]} fehler={f.fehler[n]} onChange={(e) => aendern(n, e.target.value)} />;
  return (
    <form {...f.formular(w)}>
      {feld('name')}
      {gruppe && (
        <fieldset aria-describedby={f.fehler.plz ? 'probe-gebiet-fehler' : undefined}>
          <legend>Gebiet</legend>
          <input type="radio" id="probe-gebiet-nord" name="gebiet" aria-label="Nord" />
          <input type="radio" id="probe-gebiet-sued" name="gebiet" aria-label="Süd" />
          {f.fehler.plz && <p id="probe-gebiet-fehler">{f.fehler.plz}</p>}
        </fieldset>
      )}
      {feld('plz')}
      {feld('ort')}
      {f.meldung && <p id="probe-meldung">{f.meldung}</p>}
      <button type="submit">Senden</button>
      <button type="button" id="probe-zuruecksetzen" onClick={f.zuruecksetzen}>
        Zurücksetzen
      </button>
    </form>
  );
}

/** A form without a contract schema, as the login's: its `senden` decides, and may throw its own refusal. */
function OhneSchema({ antwort, gesendet }: { antwort(): Promise<unknown>; gesendet: unknown[] }) {
  const [passwort, setPasswort] = useState('Sonne2026!');
  const f = useFormular(null, async (d) => {
    gesendet.push(d);
    return antwort();
  });
  return (
    <form {...f.formular({ passwort })}>
      <Textfeld id="probe-kundennummer" label="Kundennummer" defaultValue="10001" />
      <Textfeld id="probe-passwort" label="Passwort" value={passwort} fehler={f.fehler.neuesPasswort} onChange={(e) => setPasswort(e.target.value)} />
      {f.meldung && <p id="probe-meldung">{f.meldung}</p>}
      <button type="submit" disabled={f.sendet}>
        Senden
      </button>
    </form>
  );
}

describe('useFormular', () => {
  let wurzel: HTMLDivElement;
  let root: Root;
  beforeEach(() => {
    wurzel = document.body.appendChild(document.createElement('div'));
    root = createRoot(wurzel);
  });
  afterEach(() => {
    act(() => root.unmount());
    wurzel.remove();
  });

  const zeigen = (props: Parameters<typeof Probe>[0]) => act(() => root.render(<Probe {...props} />));
  const ohneSchema = (props: Parameters<typeof OhneSchema>[0]) => act(() => root.render(<OhneSchema {...props} />));
  // The submit handler awaits the answer after requestSubmit returns: a macrotask lets its promise chain settle
  // inside act, so its state is rendered when act ends.
  const absenden = () =>
    act(async () => {
      wurzel.querySelector('form')!.requestSubmit();
      await new Promise((fertig) => setTimeout(fertig, 0));
    });
  const text = (id: string) => wurzel.querySelector(`#${id}`)?.textContent;

  it('checks with the schema, shows each message at its field and focuses the first wrong one', async () => {
    const gesendet: Werte[] = [];
    zeigen({ start: { name: 'Erika', plz: '123', ort: '' }, antwort: async () => ({}), gesendet });
    (wurzel.querySelector('#probe-name') as HTMLInputElement).focus();
    await absenden();
    expect(gesendet).toEqual([]);
    expect(text('probe-plz-fehler')).toBe('PLZ: fünf Ziffern');
    expect(text('probe-ort-fehler')).toBe('Ort fehlt');
    expect(wurzel.querySelector('#probe-name')?.getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement?.id).toBe('probe-plz');
    // A second refusal with the same messages moves the focus back again.
    (wurzel.querySelector('#probe-ort') as HTMLInputElement).focus();
    await absenden();
    expect(document.activeElement?.id).toBe('probe-plz');
  });

  it("shows the server's field messages and focuses the first of them", async () => {
    const gesendet: Werte[] = [];
    const antwort = async () => {
      throw new ApiFehler(400, { data: 'Bitte prüfen Sie Ihre Eingaben.', felder: { ort: 'Diesen Ort kennen wir nicht.' } }, 'Fehler');
    };
    zeigen({ start: { name: 'Erika', plz: '12345', ort: 'Nirgendwo' }, antwort, gesendet });
    await absenden();
    expect(gesendet).toEqual([{ name: 'Erika', plz: '12345', ort: 'Nirgendwo' }]);
    expect(text('probe-ort-fehler')).toBe('Diesen Ort kennen wir nicht.');
    expect(text('probe-meldung')).toBe('Bitte prüfen Sie Ihre Eingaben.');
    expect(document.activeElement?.id).toBe('probe-ort');
  });

  it('shows a server text once when it is the only field message', async () => {
    const antwort = async () => {
      throw new ApiFehler(400, { data: 'Diesen Ort kennen wir nicht.', felder: { ort: 'Diesen Ort kennen wir nicht.' } }, 'Fehler');
    };
    zeigen({ start: { name: 'Erika', plz: '12345', ort: 'Nirgendwo' }, antwort, gesendet: [] });
    await absenden();
    expect(text('probe-ort-fehler')).toBe('Diesen Ort kennen wir nicht.');
    expect(wurzel.querySelector('#probe-meldung')).toBeNull();
  });

  it('sends the input of a form without a schema as given and shows a refusal it throws as plain text', async () => {
    const gesendet: unknown[] = [];
    const antwort = async () => {
      throw new Error('Kundennummer oder Passwort falsch.');
    };
    ohneSchema({ antwort, gesendet });
    await absenden();
    expect(gesendet).toEqual([{ passwort: 'Sonne2026!' }]);
    expect(text('probe-meldung')).toBe('Kundennummer oder Passwort falsch.');
    expect(wurzel.querySelector('[aria-invalid="true"]')).toBeNull();
    expect(wurzel.querySelector('button[type="submit"]')?.hasAttribute('disabled')).toBe(false);
  });

  it('puts a refusal with field messages that the form throws itself at its field, once, and focuses it', async () => {
    const antwort = async () => {
      throw new Ablehnung('Dieses Passwort ist zu bekannt.', { neuesPasswort: 'Dieses Passwort ist zu bekannt.' });
    };
    ohneSchema({ antwort, gesendet: [] });
    (wurzel.querySelector('#probe-kundennummer') as HTMLInputElement).focus();
    await absenden();
    expect(text('probe-passwort-fehler')).toBe('Dieses Passwort ist zu bekannt.');
    expect(wurzel.querySelector('#probe-meldung')).toBeNull();
    expect(document.activeElement?.id).toBe('probe-passwort');
  });

  it('shows a server message for a field the form does not show as the form-wide message', async () => {
    const antwort = async () => {
      throw new ApiFehler(400, { data: 'Zu diesem Vertrag gibt es keinen Zähler.', felder: { zaehlerstaende: 'Zu diesem Vertrag gibt es keinen Zähler.' } }, 'Fehler');
    };
    zeigen({ start: { name: 'Erika', plz: '12345', ort: 'Berlin' }, antwort, gesendet: [], optionen: { feldGezeigt: (feld) => feld !== 'zaehlerstaende' } });
    await absenden();
    expect(text('probe-meldung')).toBe('Zu diesem Vertrag gibt es keinen Zähler.');
  });

  it('clears its messages when the form says they no longer apply', async () => {
    zeigen({ start: { name: '', plz: '1', ort: '' }, antwort: async () => ({}), gesendet: [] });
    await absenden();
    expect(text('probe-plz-fehler')).toBe('PLZ: fünf Ziffern');
    act(() => (wurzel.querySelector('#probe-zuruecksetzen') as HTMLButtonElement).click());
    expect(wurzel.querySelector('.feld-fehler')).toBeNull();
    expect(wurzel.querySelector('[aria-invalid="true"]')).toBeNull();
  });

  it('focuses the first option of a group whose message is read with it', async () => {
    zeigen({ start: { name: 'Erika', plz: '1', ort: 'Berlin' }, antwort: async () => ({}), gesendet: [], gruppe: true });
    await absenden();
    expect(text('probe-gebiet-fehler')).toBe('PLZ: fünf Ziffern');
    expect(document.activeElement?.id).toBe('probe-gebiet-nord');
  });

  it('starts with messages handed over (a later step sent the user back), focused, and drops one once its field changes', async () => {
    zeigen({ start: { name: 'Erika', plz: '12345', ort: 'Nirgendwo' }, antwort: async () => ({}), gesendet: [], optionen: { anfangsfehler: { ort: 'Diesen Ort kennen wir nicht.' } }, korrigieren: true });
    expect(text('probe-ort-fehler')).toBe('Diesen Ort kennen wir nicht.');
    expect(document.activeElement?.id).toBe('probe-ort');
    const ort = wurzel.querySelector<HTMLInputElement>('#probe-ort')!;
    // React listens for the native input event; set the value the way a user's typing does.
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(ort, 'Berlin');
      ort.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(wurzel.querySelector('#probe-ort-fehler')).toBeNull();
    expect(ort.getAttribute('aria-invalid')).toBeNull();
  });

  it("keeps the browser's own checks when asked, and shows the form's own text for a refused send", async () => {
    const antwort = async () => {
      throw new ApiFehler(500, { data: 'Der Code ist abgelaufen.' }, 'Fehler');
    };
    const fehlertext = (f: unknown) => (f instanceof ApiFehler ? f.servertext : undefined);
    zeigen({ start: { name: 'Erika', plz: '12345', ort: 'Berlin' }, antwort, gesendet: [], optionen: { browserPruefung: true, fehlertext } });
    expect(wurzel.querySelector('form')!.noValidate).toBe(false);
    await absenden();
    // Without the option a 5xx says the generic text; this form shows what the server said.
    expect(text('probe-meldung')).toBe('Der Code ist abgelaufen.');
  });

  it('shows no form-wide text when the form says there is none', async () => {
    const antwort = async () => {
      throw new TypeError('Failed to fetch');
    };
    zeigen({ start: { name: 'Erika', plz: '12345', ort: 'Berlin' }, antwort, gesendet: [], optionen: { fehlertext: () => undefined } });
    expect(wurzel.querySelector('form')!.noValidate).toBe(true);
    await absenden();
    expect(wurzel.querySelector('#probe-meldung')).toBeNull();
  });
});
