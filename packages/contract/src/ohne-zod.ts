// `@ekp/contract/ohne-zod`: what the browser's first page (the entry chunk, /anmelden and its layouts) takes from the
// contract: texts, plain rules and the auth calls' heads. Nothing here imports zod or any other package at run
// time, and unlike the package's index it does not set zod's German locale, so a chunk that imports only from
// here carries no zod. Everything here is exported by the index too.
export * from './texte.ts';
export * from './common/endpoint.ts';
export * from './common/fehlertext.ts';
export * from './common/feldfehler.ts';
export * from './common/regeln.ts';
export * from './auth/aufrufe.ts';
export * from './auth/koepfe.ts';
export * from './anschlussnutzer/aufrufe.ts';
export * from './anschlussnutzer/koepfe.ts';
export * from './stapel/aufrufe.ts';
export * from './stapel/koepfe.ts';
// The home page's first-line reads, asked in a batch from the entry (web features/startseite/api/vorab.ts).
export * from './vertraege/aufrufe.ts';
export * from './vertraege/koepfe.ts';
export * from './abschlag/aufrufe.ts';
export * from './abschlag/koepfe.ts';
export * from './ablesungen/aufrufe.ts';
export * from './ablesungen/koepfe.ts';
export * from './anschlussnutzer/texte.ts';
export * from './auth/texte.ts';
export * from './betrieb/texte.ts';
export * from './kuendigung-oeffentlich/link.ts';
export * from './ablesekampagne/texte.ts';
export * from './kuendigung-oeffentlich/texte.ts';
export * from './mandant/seite.ts';
export * from './sicherheit/texte.ts';
export * from './ui/texte.ts';
export * from './verbrauch/intervalle.ts';
export * from './barrierefreiheit/link.ts';
export * from './benachrichtigungen/aufrufe.ts';
export * from './service/ansicht-texte.ts';
