import { ImportDateiSchema, istSauber, type ImportDateiGeprueft } from '@ekp/contract';

export interface ImportFehler {
  /** JSON path of the bad record, e.g. anschlussnutzer[0].vertraege[1].tarife[0].grundpreis */
  pfad: string;
  nachricht: string;
}

/** A refused file, with every problem found; the import writes nothing. */
export class ImportAbgelehnt extends Error {
  constructor(readonly fehler: ImportFehler[]) {
    super(fehler.map((f) => `${f.pfad}: ${f.nachricht}`).join('\n'));
  }
}

export type PruefErgebnis = { ok: true; daten: ImportDateiGeprueft } | { ok: false; fehler: ImportFehler[] };

function pfadText(pfad: ReadonlyArray<PropertyKey>): string {
  return pfad.reduce<string>((text, teil) => (typeof teil === 'number' ? `${text}[${teil}]` : text ? `${text}.${String(teil)}` : String(teil)), '') || '(Datei)';
}

function doppelte<T>(werte: T[]): Set<T> {
  const gesehen = new Set<T>();
  const doppelt = new Set<T>();
  for (const w of werte) (gesehen.has(w) ? doppelt : gesehen).add(w);
  return doppelt;
}

// Rules that span records (unique keys, references) which the record schemas cannot see.
function querpruefungen(daten: ImportDateiGeprueft): ImportFehler[] {
  const fehler: ImportFehler[] = [];
  const melde = (pfad: string, nachricht: string) => fehler.push({ pfad, nachricht });
  const kn = doppelte(daten.anschlussnutzer.map((a) => a.kundennummer));
  const vertragsIds = doppelte(daten.anschlussnutzer.flatMap((a) => a.vertraege.map((v) => v.id)));
  const dokIds = doppelte(daten.anschlussnutzer.flatMap((a) => [...a.dokumente, ...a.vertraege.flatMap((v) => v.dokumente)].map((d) => d.id)));
  const adrIds = doppelte(daten.anschlussnutzer.flatMap((a) => [...a.rechnungsadressen, ...a.vertraege.flatMap((v) => v.rechnungsadressen)].map((r) => r.id)));
  const bankIds = doppelte(
    daten.anschlussnutzer.flatMap((a) => [...a.bankverbindungen, ...a.vertraege.flatMap((v) => v.bankverbindungen)].map((b) => b.bankverbindungId)),
  );
  // Ids are unique, and a tariff or product names components of this file (or already imported:
  // the writer cannot see those here, so a file must carry the components its tariffs name).
  const bestandteilIds = new Set(daten.preisbestandteile.map((b) => b.id));
  const bDoppelt = doppelte(daten.preisbestandteile.map((b) => b.id));
  daten.preisbestandteile.forEach((b, i) => bDoppelt.has(b.id) && melde(`preisbestandteile[${i}].id`, `Preisbestandteile-ID ${b.id} kommt mehrfach vor`));
  const pDoppelt = doppelte(daten.produkte.map((p) => p.id));
  daten.produkte.forEach((p, i) => {
    if (pDoppelt.has(p.id)) melde(`produkte[${i}].id`, `Produkt-ID ${p.id} kommt mehrfach vor`);
    if (p.preisbestandteile && !bestandteilIds.has(p.preisbestandteile)) melde(`produkte[${i}].preisbestandteile`, `Preisbestandteile ${p.preisbestandteile} fehlen in der Datei`);
  });
  daten.anschlussnutzer.forEach((a, i) =>
    a.vertraege.forEach((v, j) =>
      v.tarife.forEach((t, k) => {
        if (t.preisbestandteile && !bestandteilIds.has(t.preisbestandteile)) {
          melde(`anschlussnutzer[${i}].vertraege[${j}].tarife[${k}].preisbestandteile`, `Preisbestandteile ${t.preisbestandteile} fehlen in der Datei`);
        }
      }),
    ),
  );
  daten.anschlussnutzer.forEach((a, i) => {
    const p = `anschlussnutzer[${i}]`;
    if (kn.has(a.kundennummer)) melde(`${p}.kundennummer`, `Kundennummer ${a.kundennummer} kommt mehrfach vor`);
    a.dokumente.forEach((d, j) => dokIds.has(d.id) && melde(`${p}.dokumente[${j}].id`, `Dokument-ID ${d.id} kommt mehrfach vor`));
    a.rechnungsadressen.forEach((r, j) => adrIds.has(r.id) && melde(`${p}.rechnungsadressen[${j}].id`, `Rechnungsadressen-ID ${r.id} kommt mehrfach vor`));
    a.bankverbindungen.forEach(
      (b, j) => bankIds.has(b.bankverbindungId) && melde(`${p}.bankverbindungen[${j}].bankverbindungId`, `Bankverbindungs-ID ${b.bankverbindungId} kommt mehrfach vor`),
    );
    a.vertraege.forEach((v, j) => {
      const pv = `${p}.vertraege[${j}]`;
      if (vertragsIds.has(v.id)) melde(`${pv}.id`, `Vertrags-ID ${v.id} kommt mehrfach vor`);
      v.dokumente.forEach((d, k) => dokIds.has(d.id) && melde(`${pv}.dokumente[${k}].id`, `Dokument-ID ${d.id} kommt mehrfach vor`));
      v.rechnungsadressen.forEach((r, k) => adrIds.has(r.id) && melde(`${pv}.rechnungsadressen[${k}].id`, `Rechnungsadressen-ID ${r.id} kommt mehrfach vor`));
      v.bankverbindungen.forEach(
        (b, k) => bankIds.has(b.bankverbindungId) && melde(`${pv}.bankverbindungen[${k}].bankverbindungId`, `Bankverbindungs-ID ${b.bankverbindungId} kommt mehrfach vor`),
      );
      const kanaele = new Set(v.zaehler?.kanaele.map((k) => k.obiskennzahl) ?? []);
      v.ablesungen.forEach((a2, k) => {
        if (!v.zaehler) return melde(`${pv}.ablesungen[${k}]`, 'Ablesung ohne Zähler am Vertrag');
        if (a2.zaehlernummer !== v.zaehler.nummer) melde(`${pv}.ablesungen[${k}].zaehlernummer`, `Zähler ${a2.zaehlernummer} gehört nicht zum Vertrag`);
        for (const obis of Object.keys(a2.ablesewerte)) {
          if (!kanaele.has(obis)) melde(`${pv}.ablesungen[${k}].ablesewerte.${obis}`, `Der Zähler hat keinen Kanal ${obis}`);
        }
      });
      v.verbraeuche.forEach((z, k) => z.bis < z.von && melde(`${pv}.verbraeuche[${k}].bis`, 'bis liegt vor von'));
      v.lastgang.forEach((l, k) => Date.parse(l.bis) <= Date.parse(l.von) && melde(`${pv}.lastgang[${k}].bis`, 'bis muss nach von liegen'));
    });
  });
  daten.preise.forEach((pr, k) => Date.parse(pr.bis) <= Date.parse(pr.von) && melde(`preise[${k}].bis`, 'bis muss nach von liegen'));
  return fehler;
}

/**
 * Every string of the file, known field or not: a NUL byte would otherwise surface as a raw database
 * error, and other control characters or lone surrogates would corrupt exports and mails.
 */
function unzulaessigeZeichen(wert: unknown, pfad: PropertyKey[], fehler: ImportFehler[]): void {
  if (typeof wert === 'string') {
    if (!istSauber(wert)) fehler.push({ pfad: pfadText(pfad), nachricht: 'Der Text enthält unzulässige Zeichen (Steuerzeichen wie NUL oder ein einzelnes Surrogat)' });
  } else if (Array.isArray(wert)) {
    wert.forEach((w, i) => unzulaessigeZeichen(w, [...pfad, i], fehler));
  } else if (wert !== null && typeof wert === 'object') {
    for (const [k, w] of Object.entries(wert)) {
      if (!istSauber(k)) fehler.push({ pfad: pfadText([...pfad, k]), nachricht: 'Der Feldname enthält unzulässige Zeichen' });
      unzulaessigeZeichen(w, [...pfad, k], fehler);
    }
  }
}

/** Validates the whole file before anything is written; every bad record is reported. */
export function importPruefen(roh: unknown): PruefErgebnis {
  const zeichen: ImportFehler[] = [];
  unzulaessigeZeichen(roh, [], zeichen);
  const ergebnis = ImportDateiSchema.safeParse(roh);
  if (!ergebnis.success || zeichen.length) {
    // text() in the schema refuses the same strings; each path is reported once, with the import's wording.
    const schonGemeldet = new Set(zeichen.map((f) => f.pfad));
    const schema = ergebnis.success ? [] : ergebnis.error.issues.map((i) => ({ pfad: pfadText(i.path), nachricht: i.message })).filter((f) => !schonGemeldet.has(f.pfad));
    return { ok: false, fehler: [...zeichen, ...schema] };
  }
  const fehler = querpruefungen(ergebnis.data);
  return fehler.length ? { ok: false, fehler } : { ok: true, daten: ergebnis.data };
}
