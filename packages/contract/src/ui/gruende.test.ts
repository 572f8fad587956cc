import { describe, expect, it } from 'vitest';
import { ablesungSperrgrund, kontaktanfrageSperrgrund, uiTexte, verbrauchBeschreibungFuer, verbrauchTexte } from '../index.ts';

const kanal = { obiskennzahl: '1-1:1.8.0', vorkommastellen: 6, nachkommastellen: 1 };

describe('why a button is disabled', () => {
  it('names the missing meter, the future date and the invalid value, in that order', () => {
    expect(ablesungSperrgrund({ kanaele: undefined, werte: {}, ablesedatum: '2026-11-18' }, '2026-11-18')).toBe(uiTexte.grund.zaehlerWaehlen);
    expect(ablesungSperrgrund({ kanaele: [kanal], werte: { '1-1:1.8.0': '12' }, ablesedatum: '2026-11-19' }, '2026-11-18')).toBe(uiTexte.grund.ablesedatumZukunft);
    expect(ablesungSperrgrund({ kanaele: [kanal], werte: { '1-1:1.8.0': '12,34' }, ablesedatum: '2026-11-18' }, '2026-11-18')).toBe(uiTexte.grund.zaehlerstandFehlt);
    expect(ablesungSperrgrund({ kanaele: [kanal], werte: { '1-1:1.8.0': '12,3' }, ablesedatum: '2026-11-18' }, '2026-11-18')).toBeUndefined();
  });

  it('treats a contact text of only spaces as too short', () => {
    expect(kontaktanfrageSperrgrund({ betreff: 'Rechnung', text: ' '.repeat(30) })).toBe(uiTexte.grund.nachrichtZuKurz);
    expect(kontaktanfrageSperrgrund({ betreff: '', text: 'x'.repeat(30) })).toBe(uiTexte.grund.betreffFehlt);
    expect(kontaktanfrageSperrgrund({ betreff: 'Rechnung', text: 'x'.repeat(20) })).toBeUndefined();
  });
});

describe('consumption description', () => {
  it('speaks of gas for a gas contract and keeps SPEC text for electricity', () => {
    expect(verbrauchBeschreibungFuer(verbrauchTexte.verbrauchBeschreibung, 'Gas')).toContain('Entwicklung Ihres Gasverbrauchs');
    expect(verbrauchBeschreibungFuer(verbrauchTexte.verbrauchBeschreibung, 'Strom')).toBe(verbrauchTexte.verbrauchBeschreibung);
  });
});
