import { describe, expect, it } from 'vitest';
import { nachAblauf, zielNachAnmeldung } from './ziel.ts';

describe('zielNachAnmeldung', () => {
  it('leads back to a page of this portal', () => {
    expect(zielNachAnmeldung('?abgelaufen=1&ziel=%2Fvertrag%2F1%2Fabschlag')).toBe('/vertrag/1/abschlag');
    expect(zielNachAnmeldung('?ziel=%2Fvertrag%2F1%2Fverbrauchshistorie%3Fmodus%3Ddaily')).toBe('/vertrag/1/verbrauchshistorie?modus=daily');
  });
  it('never leaves the portal and never loops to the login', () => {
    for (const ziel of ['https://evil.example', '//evil.example', '/\\evil.example', '/anmelden', 'vertraege', '']) {
      expect(zielNachAnmeldung(`?ziel=${encodeURIComponent(ziel)}`)).toBe('/');
    }
    expect(zielNachAnmeldung('')).toBe('/');
  });
  it('knows when the session ran out', () => {
    expect(nachAblauf('?abgelaufen=1')).toBe(true);
    expect(nachAblauf('')).toBe(false);
  });
});
