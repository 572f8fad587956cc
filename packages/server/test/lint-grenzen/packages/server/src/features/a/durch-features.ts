// Breaks: a sibling feature by a path through features/.
import { b } from '../../features/b/b.ts';
export const a = b;
