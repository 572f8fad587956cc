import type { DatierteArt, DatierterEintrag, Endpoint } from '@ekp/contract';
import type { LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { z } from 'zod';

type Pfad = Extract<NonNullable<LinkProps['to']>, `/${string}`>;
type VertragsPfad = Extract<Pfad, `/vertrag/$vertragId/${string}`>;
type Liefert<T> = Endpoint & { response: z.ZodType<T> };

/**
 * One kind of dated entries per customer and per contract (SPEC §4: billing addresses, bank accounts).
 * A feature describes its kind here; lists, sections, editor frame and hooks in this folder do the rest.
 */
export interface DatierteEintraegeArt<T extends DatierterEintrag, F> {
  /** "Rechnungsadresse" or "Bankverbindung": the word in titles, buttons, dialog and hints (the plural is the contract's `datierteMehrzahl`). */
  begriff: DatierteArt;
  id(e: T): string;
  api: {
    aktuelle: Liefert<T>;
    alle: Liefert<T[]>;
    anlegen: Endpoint & { body: z.ZodType<F> };
    vertragAlle: Liefert<T[]>;
    vertragAnlegen: Endpoint & { body: z.ZodType<F> };
    vertragLoeschen: Endpoint;
    vertragBeenden: Endpoint;
  };
  texte: {
    gespeichert: string;
    speicherFehler: string;
    nichtGeloescht: string;
    nichtBeendet: string;
    keine: string;
    keineHilfe: string;
    keineAktuelle: string;
    keineVertrags: string;
  };
  /** The editor's heading, customer-wide or for one contract. */
  editorTitel(vertragId?: string): string;
  /** The customer list offers "Neue … anlegen" always, or only as the empty state's next action. */
  listeAnlegen: 'immer' | 'wennLeer';
  pfade: { liste: Pfad; editieren: Pfad; vertragListe: VertragsPfad; vertragEditieren: VertragsPfad };
  /** One entry as a value list. */
  anzeige(e: T): ReactNode;
}
