import { anzeigestatus } from '@ekp/contract/aufrufe';
import type { Vertrag } from '@ekp/contract';

/** Terminated, ended and cancelled contracts go to the compact list; the others get a card. */
const IM_RUECKBLICK = new Set(['GEKUENDIGT', 'BEENDET', 'STORNIERT']);
export const imRueckblick = (v: Vertrag) => IM_RUECKBLICK.has(anzeigestatus(v.status));
