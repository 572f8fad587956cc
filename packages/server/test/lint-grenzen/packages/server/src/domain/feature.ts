// Breaks: domain/ imports a feature.
import { b } from '../features/b/b.ts';
export const d = b;
