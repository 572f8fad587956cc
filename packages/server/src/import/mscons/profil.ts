/**
 * Where an import's time goes, summed over the calls of a process (`npm run import:mscons` prints it with
 * EKP_MSCONS_ZEIT): reading (parsing, synchronous), matching (already read, contracts, planning; with its
 * query's wait), writing (from the first write to the last answer) and the commit. Reading runs while the
 * writes wait on the database, so the sum exceeds the elapsed time.
 */
export const msconsProfil = { lesenMs: 0, zuordnenMs: 0, schreibenMs: 0, commitMs: 0 };
