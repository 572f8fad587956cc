import { isRedirect } from '@tanstack/react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { sitzung } from '../sitzung/sitzung.ts';
import { angemeldetOderPasswortAendern, globaleRegeln, nurAbgemeldet, nurAngemeldet } from './waechter.ts';

/** Where a guard sends the visitor, or undefined when it lets them pass. */
function ziel(waechter: () => void): string | undefined {
  try {
    waechter();
    return undefined;
  } catch (e) {
    if (!isRedirect(e)) throw e;
    return (e.options.to ?? e.options.href) as string;
  }
}

beforeEach(() => sitzung.loeschen());

describe('route guards (SPEC §2)', () => {
  it('rule 2: the forced password change holds on every route but its own two', () => {
    sitzung.setzen('', '10001', 300);
    expect(ziel(() => globaleRegeln('/vertraege'))).toBe('/aendere/passwort');
    expect(ziel(() => globaleRegeln('/aendere/passwort'))).toBeUndefined();
    expect(ziel(() => globaleRegeln('/passwort/aendern'))).toBeUndefined();
  });

  it('rule 3: screens with a session send a visitor to the login', () => {
    expect(ziel(nurAngemeldet)).toBe('/anmelden');
    sitzung.setzen('t', '10001', 900);
    expect(ziel(nurAngemeldet)).toBeUndefined();
  });

  it('the consent page of a running OAuth interaction leads back to itself after the login', () => {
    expect(ziel(() => nurAngemeldet('/freigaben/zustimmung?uid=abc-123'))).toBe('/anmelden?ziel=%2Ffreigaben%2Fzustimmung%3Fuid%3Dabc-123');
    expect(ziel(() => nurAngemeldet('/vertraege'))).toBe('/anmelden?ziel=%2Fvertraege');
  });

  it('rule 4: login, forgot-password and the blocked page send a signed-in customer home', () => {
    expect(ziel(nurAbgemeldet)).toBeUndefined();
    sitzung.setzen('t', '10001', 900);
    expect(ziel(nurAbgemeldet)).toBe('/');
  });

  it('change password: with a session or in the forced change, else to the login', () => {
    expect(ziel(angemeldetOderPasswortAendern)).toBe('/anmelden');
    sitzung.setzen('', '10001', 300);
    expect(ziel(angemeldetOderPasswortAendern)).toBeUndefined();
  });
});
