import { authTexte } from '@ekp/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NeuesPasswort } from './NeuesPasswort.tsx';

/** The fields as the browser would get them, for a given input state. */
function felder(neu: string, wiederholung: string, extra: { regelFehler?: string; ungleichErstAbMindestlaenge?: boolean } = {}) {
  const wurzel = document.createElement('div');
  const ohne = () => undefined;
  wurzel.innerHTML = renderToStaticMarkup(
    <NeuesPasswort neu={neu} wiederholung={wiederholung} onNeu={ohne} onWiederholung={ohne} regelFehler={extra.regelFehler} ungleichErstAbMindestlaenge={extra.ungleichErstAbMindestlaenge} />,
  );
  const text = (selektor: string) => wurzel.querySelector(selektor)?.textContent ?? undefined;
  return { wurzel, text };
}

describe('NeuesPasswort (shared by changing and renewing a password)', () => {
  it('keeps the labels, ids and hint wiring both forms had', () => {
    const { wurzel, text } = felder('', '');
    expect(text('label[for="neues-passwort"]')).toBe('Neues Passwort');
    expect(text('label[for="passwort-wiederholen"]')).toBe('Neues Passwort (wiederholen)');
    const neu = wurzel.querySelector('#neues-passwort');
    expect(neu?.getAttribute('autocomplete')).toBe('new-password');
    expect(neu?.getAttribute('aria-describedby')).toBe('neues-passwort-hinweis');
    expect(text('#neues-passwort-hinweis')).toBe(authTexte.passwort.hinweisStark);
    expect(wurzel.querySelector('#neues-passwort-staerke')).toBeNull();
  });

  it('shows the strength bar from 8 characters and the policy reason below the new password', () => {
    const { wurzel, text } = felder('Sonne2026!', '', { regelFehler: authTexte.passwort.zuKurz });
    expect(text('#neues-passwort-staerke')).toMatch(/^Passwortstärke: /);
    expect(text('#neues-passwort-fehler')).toBe(authTexte.passwort.zuKurz);
    expect(wurzel.querySelector('#neues-passwort')?.getAttribute('aria-invalid')).toBe('true');
  });

  it('the change form flags a differing repeat at once', () => {
    expect(felder('kurz', 'anders').text('#passwort-wiederholen-fehler')).toBe(authTexte.passwort.ungleich);
    expect(felder('kurz', 'kurz').text('#passwort-wiederholen-fehler')).toBeUndefined();
  });

  it('the renewal form flags a differing repeat only once the new password is long enough', () => {
    expect(felder('kurz', 'anders', { ungleichErstAbMindestlaenge: true }).text('#passwort-wiederholen-fehler')).toBeUndefined();
    expect(felder('Sonne2026!', 'anders', { ungleichErstAbMindestlaenge: true }).text('#passwort-wiederholen-fehler')).toBe(authTexte.passwort.ungleich);
  });
});
