// Breaks: shared/ imports a feature.
import { b } from '../features/b/b.ts';
export const s = b;
