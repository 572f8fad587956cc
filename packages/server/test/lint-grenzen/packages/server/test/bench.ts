// Breaks: a test helper imports a bench (only tests of the benches may).
import { r } from '../bench/runden.ts';
export const t = r;
