// Breaks: a folder the table does not know is on no floor.
export const x = 1;
