// Breaks: db/ climbs into shared/.
import { s } from '../shared/s.ts';
export const d = s;
