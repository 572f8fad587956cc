/** "Now" of every browser test, on the server (EKP_NOW) and in the browser (page.clock): a Wednesday. */
export const E2E_JETZT = '2026-11-18T10:00:00+01:00';
export const E2E_HEUTE = '2026-11-18';
/** Port and data directory may be moved (E2E_PORT) so that several runs can share one machine. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_DATEN = `.tmp/e2e-daten-${E2E_PORT}`;
/** This run's copy of the built web app, which the server serves (tests may rewrite it; packages/web/dist stays as built). */
export const E2E_WEB = `.tmp/e2e-web-${E2E_PORT}`;
/** The local push service of the push test; the server takes it as an operator-listed push origin (EKP_PUSH_DIENSTE). */
export const E2E_PUSH_PORT = E2E_PORT + 20000;
/** Password of the demo data and of every e2e fixture customer. */
export const PASSWORT = 'Morgenrot-Laterne-26';
/** A registered third-party OAuth client (public, PKCE) of the default tenant. */
export const E2E_OAUTH_CLIENT = {
  mandant: 'musterstadt',
  client_id: 'e2e-energiemanager',
  name: 'Energiemanager Test GmbH',
  redirect_uris: JSON.stringify(['http://localhost:9/rueckruf']),
  scopes: 'vertrag:lesen verbrauch:lesen',
};
/** The statement data the browser tests' server reads (a fixture test writes it). */
export const E2E_BARRIEREFREIHEIT = `.tmp/e2e-barrierefreiheit-${E2E_PORT}.json`;
/**
 * A SACHBEARBEITUNG of the default tenant for e2e/tests/service-messwerte.spec.ts. Its own log-in, because a
 * TOTP step is usable once per staff member and service.spec.ts signs in as the demo one in another worker.
 */
export const E2E_SACHBEARBEITUNG = { kennung: 'e2e-sachbearbeitung', name: 'Sina Sachbearbeitung', passwort: 'Zaehlerstand-Korrektur-26', geheimnis: 'EKPEZWEIESACHBEARBEITUNGMESSWERT' } as const;
/**
 * SACHBEARBEITUNG members for e2e/tests/konsole-*.spec.ts, one per parallel worker (support/konsole.ts): a log-in of
 * their own for the same reason as the one above, and one each because two workers signing in within the same
 * 30-second step made the later one wait for the next step (31 s, twice per run).
 */
export const E2E_KONSOLE_MA = ['A', 'B', 'C', 'D'].map((z, i) => ({
  kennung: `e2e-konsole-${i}`,
  name: 'Karl Konsole',
  passwort: 'Ablesung-Telefon-Kampagne-26',
  geheimnis: `EKPEZWEIEKONSOLEABLESEKAMPAGNEN${z}`,
}));
/**
 * The reading campaign of e2e/tests/ablesekampagne.spec.ts: the server's start makes codes for these
 * contracts (e2e/fixtures/ablesekampagne.json) and writes the printer's CSV here, as `npm run ablesung` does.
 */
export const E2E_KAMPAGNE = {
  stichtag: '2026-11-15',
  frist: '2026-11-30',
  vertraege: ['4700100101', '4700100102', '4700100103'],
  datei: `.tmp/e2e-ablesekampagne-${E2E_PORT}.csv`,
} as const;
