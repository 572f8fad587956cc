import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiFehler } from '../api/client.ts';
import { Textfeld } from '../ui/Felder.tsx';
import { useFormular } from './useFormular.ts';

// React's act() outside a test framework it knows.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const Schema = z.object({ name: z.string().min(1, 'Name fehlt'), plz: z.string().regex(/^\d{5}$/, 'PLZ: fünf Ziffern'), ort: z.string().min(1, 'Ort fehlt') });
type Werte = z.input<typeof Schema>;

/** A form as the features build it; `antwort` decides what the "server" says. */
function Probe({ start, antwort, gesendet }: { start: Werte; antwort(): Promise<unknown>; gesendet: Werte[] }) {
  const [w, setW] = useState(start);
  const f = useFormular(Schema, async (d) => {
    gesendet.push(d);
    return antwort();
  });
  const feld = (n: keyof Werte) => <Textfeld id={`probe-${n}`} label={n} value={w[n]} fehler={f.fehler[n]} onChange={(e) => setW({ ...w, [n]: e.target.value })} />;
  return (
    <form {...f.formular(w)}>
      {feld('name')}
      {feld('plz')}
      {feld('ort')}
      {f.meldung && <p id="probe-meldung">{f.meldung}</p>}
      <button type="submit">Senden</button>
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
  const absenden = () => act(async () => wurzel.querySelector('form')!.requestSubmit());
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
});
