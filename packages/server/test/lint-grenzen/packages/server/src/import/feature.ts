// Breaks: import/ imports a feature.
import { b } from '../features/b/b.ts';
export const i = b;
