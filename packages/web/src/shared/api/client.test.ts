import { betriebTexte, texte } from '@ekp/contract';
import { describe, expect, it, vi } from 'vitest';

// client.ts pulls in the session store, which listens on window at import; the class under test needs neither.
vi.stubGlobal('window', { addEventListener: () => {} });
vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => {}, removeItem: () => {} });
const { ApiFehler } = await import('./client.ts');

// Issue #9 item 2: while the database is down the server answers 503, and the customer reads that, not "contact service".
describe('ApiFehler', () => {
  it('shows the temporary-outage text for a 503 and the general fault text for other 5xx', () => {
    expect(new ApiFehler(503, { data: betriebTexte.voruebergehendNichtErreichbar }, 'x').message).toBe(betriebTexte.voruebergehendNichtErreichbar);
    expect(new ApiFehler(503, undefined, 'x').message).toBe(betriebTexte.voruebergehendNichtErreichbar);
    expect(new ApiFehler(500, { data: 'intern' }, 'x').message).toBe(texte.allgemein.technischerFehler);
  });
});
