// Breaks: a sibling feature by the short path.
import { b } from '../b/b.ts';
export const a = b;
