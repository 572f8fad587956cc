// Breaks: kern/ imports a feature.
import { b } from '../features/b/b.ts';
export const k = b;
