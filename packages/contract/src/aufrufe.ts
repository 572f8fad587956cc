// `@ekp/contract/aufrufe`: what signed-in pages that only read take from the contract: the heads of their
// calls and the plain rules, formats and texts they show. Like `ohne-zod` (the first page), nothing here
// builds a zod schema, so the home page and the consumption history load neither zod nor the contract's
// schemas. Types come from `@ekp/contract` with `import type`.
// Everything here is exported by the index too.
export * from './ohne-zod.ts';
export * from './anschlussnutzer/aufrufe.ts';
export * from './anschlussnutzer/koepfe.ts';
export * from './anschlussnutzer/anzeigename.ts';
export * from './anschlussnutzer/texte.ts';
export * from './vertraege/aufrufe.ts';
export * from './vertraege/koepfe.ts';
export * from './vertraege/format.ts';
export * from './vertraege/status.ts';
export * from './vertraege/texte.ts';
export * from './ablesungen/aufrufe.ts';
export * from './ablesungen/koepfe.ts';
export * from './ablesekampagne/aufrufe.ts';
export * from './ablesekampagne/koepfe.ts';
export * from './ablesungen/wert.ts';
export * from './abschlag/aufrufe.ts';
export * from './abschlag/koepfe.ts';
export * from './abschlag/texte.ts';
export * from './abrechnungsinformation/aufrufe.ts';
export * from './abrechnungsinformation/koepfe.ts';
export * from './abrechnungsinformation/texte.ts';
export * from './abrechnungsinformation/zeitraum.ts';
export * from './dokumente/aufrufe.ts';
export * from './dokumente/koepfe.ts';
export * from './dokumente/beschreibung.ts';
export * from './dokumente/texte.ts';
export * from './verbrauch/aufrufe.ts';
export * from './verbrauch/koepfe.ts';
export * from './verbrauch/csv.ts';
export * from './verbrauch/fenster.ts';
export * from './verbrauch/texte.ts';
export * from './verbrauch/zeit.ts';
export * from './common/datum.ts';
export * from './common/zahl.ts';
export * from './ui/startseite.ts';
export * from './preisfeed/aufrufe.ts';
export * from './sparen/aufrufe.ts';
export * from './sparen/koepfe.ts';
export * from './sparen/texte.ts';
export * from './preise/allin.ts';
export * from './preise/ortszeit.ts';
export * from './sparen/format.ts';
export * from './geld/index.ts';
