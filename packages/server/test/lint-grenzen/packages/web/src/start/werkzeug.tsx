// Breaks: the shell imports a build tool.
import { budget } from '../../tools/budget.ts';
export const S = budget;
