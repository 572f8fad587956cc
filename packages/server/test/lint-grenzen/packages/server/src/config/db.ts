// Breaks: config/ climbs into db/.
import { d } from '../db/d.ts';
export const c = d;
