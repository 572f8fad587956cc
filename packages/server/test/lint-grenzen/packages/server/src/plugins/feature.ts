// Breaks: plugins/ imports a feature.
import { b } from '../features/b/b.ts';
export const p = b;
