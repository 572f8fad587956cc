import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every form of the features submits through useFormular (schema check, submit state, server
// field messages, focus on the first wrong field). A form that wires its own onSubmit fails here.

const FEATURES = path.resolve(import.meta.dirname, '../../features');

/**
 * Forms that send nothing: they search or filter what the page shows (a GET), so there is no input to
 * check against a body schema and no field for a server message. File → a piece of the form's opening tag.
 */
const OHNE_SENDEN: Record<string, string> = {
  // The customer search: a term of two characters or more, and paging buttons that search again.
  'service/components/Suche.tsx': 'className="konsole-filter"',
  // The audit log's period, shown as a table or exported as CSV.
  'service/components/Protokoll.tsx': 'className="konsole-filter"',
  // The inbox filter: it only sets the list's query. (The row forms beside it do send, through the hook.)
  'service/components/Vorgaenge.tsx': 'aria-label="Filter"',
  // A contract's day of metering values with their earlier versions, read and shown.
  'service/components/Messwerte.tsx': 'className="konsole-filter"',
  // A contract's billing informations in the console: chooses which one to read.
  'service/components/Abrechnungsinformationen.tsx': 'onSubmit={(e) => void laden(e)}',
  // A reading campaign's open contracts: the search term and the account filter only set the list's query.
  'service/components/ablesekampagnen/OffeneVertraege.tsx': 'className="konsole-filter"',
};

/** Forms that send but do not go through the hook yet. Moving them onto useFormular is open work; the list may only shrink. */
const NOCH_VON_HAND: Record<string, string> = {};

/** The opening tags of the <form> elements in a file: up to the first `>` outside braces (arrows are inside). */
function formularTags(quelle: string): string[] {
  const tags: string[] = [];
  for (const treffer of quelle.matchAll(/<form[\s>]/g)) {
    let tiefe = 0;
    let i = treffer.index;
    for (; i < quelle.length; i++) {
      const z = quelle[i];
      if (z === '{') tiefe++;
      else if (z === '}') tiefe--;
      else if (z === '>' && tiefe === 0) break;
    }
    tags.push(quelle.slice(treffer.index, i + 1));
  }
  return tags;
}

/** A form whose submit the hook does not own: its own onSubmit, or no `{...x.formular(…)}` spread. */
// Through the hook: the tag spreads the hook's props, and an own onSubmit (waiting for a check first) hands on to it.
const vonHand = (tag: string) => {
  const ausDemHook = /\{\s*\.\.\.\s*[\w.]+\.formular\(/.test(tag) || /\{\s*\.\.\.\s*formular\s*\}/.test(tag);
  return !ausDemHook || (/\bonSubmit\b/.test(tag) && !/\bformular\.onSubmit\(/.test(tag));
};

function formulareVonHand(): Map<string, string[]> {
  const dateien = readdirSync(FEATURES, { recursive: true, encoding: 'utf8' }).filter((d) => d.endsWith('.tsx') && !d.endsWith('.test.tsx'));
  const ergebnis = new Map<string, string[]>();
  for (const datei of dateien) {
    const quelle = readFileSync(path.join(FEATURES, datei), 'utf8');
    const tags = formularTags(quelle);
    const schlecht = tags.filter(vonHand);
    // A file that spreads the hook's props but never calls it would take them from elsewhere: say so too.
    if (tags.length && !schlecht.length && !/\buseFormular\(/.test(quelle)) schlecht.push('(no useFormular call in this file)');
    if (schlecht.length) ergebnis.set(datei.split(path.sep).join('/'), schlecht);
  }
  return ergebnis;
}

describe('the forms of the features', () => {
  const vonHandGefunden = formulareVonHand();

  it('all submit through useFormular, except the listed ones that send nothing', () => {
    const falsch = [...vonHandGefunden].flatMap(([datei, tags]) => {
      const erlaubt = OHNE_SENDEN[datei] ?? NOCH_VON_HAND[datei];
      return tags.filter((tag) => !erlaubt || !tag.includes(erlaubt)).map((tag) => `${datei}: ${tag.slice(0, 80)}`);
    });
    expect(falsch).toEqual([]);
  });

  it('lists no form that is converted already, so the list cannot hide a new one', () => {
    const ueberholt = Object.entries(OHNE_SENDEN)
      .filter(([datei, stueck]) => !vonHandGefunden.get(datei)?.some((tag) => tag.includes(stueck)))
      .map(([datei]) => datei);
    expect(ueberholt).toEqual([]);
  });

  it('recognises a form that wires its own submit, and one that takes the hook', () => {
    expect(formularTags('<form className="x" onSubmit={(e) => { e.preventDefault(); }}>').map(vonHand)).toEqual([true]);
    expect(formularTags('<form className="x" {...f.formular(werte)} aria-labelledby="t">').map(vonHand)).toEqual([false]);
    expect(formularTags('<form\n  className="x"\n  {...aktion.formular({ grund })}\n>').map(vonHand)).toEqual([false]);
  });
});
