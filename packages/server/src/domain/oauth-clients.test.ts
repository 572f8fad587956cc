import { describe, expect, it } from 'vitest';
import { clientPruefen } from './oauth-clients.ts';

// The CLI's checks: exact redirect URIs must be absolute, https (http only for localhost) or an app scheme.
describe('client registration', () => {
  const gut = { name: 'Energiemanager GmbH', redirects: ['https://app.example/rueckruf'], scopes: ['verbrauch:lesen'] };
  it('takes a valid client, localhost over http and an app scheme', () => {
    expect(clientPruefen(gut)).toBeNull();
    expect(clientPruefen({ ...gut, redirects: ['http://localhost:8080/cb', 'de.example.app:/cb'] })).toBeNull();
  });
  it('refuses http elsewhere, fragments, relative URIs, unknown scopes and an empty name', () => {
    expect(clientPruefen({ ...gut, redirects: ['http://app.example/cb'] })).toMatch(/https/);
    expect(clientPruefen({ ...gut, redirects: ['https://app.example/cb#x'] })).toMatch(/Fragment/);
    expect(clientPruefen({ ...gut, redirects: ['/cb'] })).toMatch(/absolute/);
    expect(clientPruefen({ ...gut, scopes: ['alles:lesen'] })).toMatch(/Unbekannte Scopes/);
    expect(clientPruefen({ ...gut, name: ' ' })).toMatch(/Namen/);
    expect(clientPruefen({ ...gut, redirects: [] })).toMatch(/Redirect/);
  });
});
