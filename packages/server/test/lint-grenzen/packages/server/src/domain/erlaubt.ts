// Allowed: domain/ builds on shared/, kern/, db/, config/ and its own folder.
import { s } from '../shared/s.ts';
import { route } from '../kern/route.ts';
import { d } from '../db/d.ts';
import { u } from '../config/uhr.ts';
import { p } from './sparen/prognose.ts';
export const x = [s, route, d, u, p];
