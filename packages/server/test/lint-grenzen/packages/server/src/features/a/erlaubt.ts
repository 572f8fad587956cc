// Allowed: the own feature, shared/ and the core.
import { x } from './x.ts';
import { y } from './tief/y.ts';
import { s } from '../../shared/s.ts';
import { route } from '../../kern/route.ts';
export const a = [x, y, s, route];
