/**
 * Id of the `<script type="application/json">` element in which the server writes the tenant's public
 * configuration into index.html; the web app reads it at start instead of calling GET /api/mandant.
 */
export const MANDANT_SKRIPT_ID = 'ekp-mandant';
