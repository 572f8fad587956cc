// Breaks: db/ takes a type from import/ (the arrow up the table forbids).
import type { Kanal } from '../import/mscons/modell.ts';
export type K = Kanal;
