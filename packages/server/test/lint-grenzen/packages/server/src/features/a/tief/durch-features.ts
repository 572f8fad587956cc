// Breaks: a sibling feature by a longer path through features/, from a subfolder.
import { b } from '../../../features/b/b.ts';
export const a = b;
