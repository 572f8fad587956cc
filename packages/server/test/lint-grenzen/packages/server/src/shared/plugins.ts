// Breaks: shared/ climbs into plugins/.
import { p } from '../plugins/p.ts';
export const s = p;
