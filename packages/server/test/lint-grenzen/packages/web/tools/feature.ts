// Breaks: a build tool imports a feature.
import { B } from '../src/features/b/b.tsx';
export const w = B;
