/**
 * Marks an element whose use does not mean the visitor started using the page, so the login page does not
 * preload the router for it (start/ohne-router.ts). The update prompt carries it: its click reloads the page.
 */
export const OHNE_VORLADEN = 'data-ohne-vorladen';
