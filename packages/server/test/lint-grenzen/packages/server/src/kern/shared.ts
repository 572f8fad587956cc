// Breaks: kern/ climbs into shared/.
import { s } from '../shared/s.ts';
export const k = s;
