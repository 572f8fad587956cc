// Breaks: the contract imports the server (it has no floor below it).
import type { Db } from '../../../server/src/db/verbinden.ts';
export type A = Db;
