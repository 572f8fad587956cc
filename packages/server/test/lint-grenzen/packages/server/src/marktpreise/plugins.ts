// Breaks: marktpreise/ climbs into plugins/.
import { p } from '../plugins/p.ts';
export const m = p;
