/** Rows per statement where the import reads or writes many at once. */
export const BATCH = 5000;
