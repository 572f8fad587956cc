/** The footer link to the accessibility statement on every page (BFSG §14); zod-free for the login page. */
export const barrierefreiheitLinkText = 'Erklärung zur Barrierefreiheit';
export const BARRIEREFREIHEIT_PFAD = '/barrierefreiheit';
