import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { endpunkte, FehlerSchema, fehlerStatusse, zusammenfassungen, type Endpoint, type FehlerStatus, type Schema } from '@ekp/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { describe } from 'zod/mini';

/** A described copy of a classic or zod/mini schema (the login path's contract is zod/mini, so the login page stays small). */
function beschrieben(schema: Schema, text: string): Schema {
  return (schema as Schema & { check(c: unknown): Schema }).check(describe(text));
}

const BESCHREIBUNG: Record<FehlerStatus, string> = {
  400: 'Ungültige Eingabe (Text in data, je Feld in felder)',
  401: 'Nicht angemeldet oder Sitzung abgelaufen',
  403: 'Nicht erlaubt',
  404: 'Nicht gefunden (auch: gehört einem anderen Kunden)',
  409: 'Konflikt mit dem gespeicherten Stand',
  413: 'Anfrage zu groß',
  415: 'Falscher Inhaltstyp',
  422: 'Nicht verarbeitbar',
  429: 'Zu viele Anfragen',
  503: 'Vorübergehend nicht verfügbar',
  700: 'Passwort muss geändert werden (SPEC §4)',
  702: 'Portal für diesen Kunden gesperrt (SPEC §4)',
};

const HEADER_BESCHREIBUNG = {
  ttl: { type: 'string', description: 'Verbleibende Lebensdauer der Sitzung in Sekunden' },
  token: { type: 'string', description: 'Neues Sitzungstoken' },
} as const;

/** ttl comes with every answer to a valid session, 4xx included; a 401 has none by definition. */
function antwortHeader(e: Endpoint, status: number): Record<string, unknown> | undefined {
  const namen = new Set<string>(e.auth && status !== 401 ? ['ttl'] : []);
  if (status < 400) for (const h of e.antwortHeader ?? []) namen.add(h);
  if (namen.size === 0) return undefined;
  return Object.fromEntries([...namen].map((n) => [n, HEADER_BESCHREIBUNG[n as keyof typeof HEADER_BESCHREIBUNG]]));
}

/**
 * The OpenAPI document follows from the contract: request headers, every status an endpoint answers with
 * the error schema, the ttl/token response headers and the session as security scheme.
 */
export async function openapi(app: FastifyInstance): Promise<void> {
  const nachRoute = new Map(endpunkte.map(({ e }) => [`${e.methode} /api${e.pfad}`, e]));
  const namen = new Map(endpunkte.map(({ name, e }) => [e, name]));
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'ekp – Kundenportal API', version: '1.0.0', description: 'Jede Fehlerantwort ist { data: "deutscher Text", felder? }.' },
      // Each tenant is its own host name, so the server is the origin the document was fetched from.
      servers: [{ url: '/', description: 'Das Portal des Versorgers, von dem dieses Dokument stammt' }],
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'token' },
          kundennummer: { type: 'apiKey', in: 'header', name: 'kundennummer' },
          kennung: { type: 'apiKey', in: 'header', name: 'kennung', description: 'Kennung der Mitarbeiterin / des Mitarbeiters (Servicekonsole, mit token)' },
          // The third party's bearer token (authorization code with PKCE at <portal origin>/oauth).
          freigabe: {
            type: 'oauth2',
            description: 'Datenfreigabe durch den Kunden (§ 40b Abs. 5 EnWG, EU-Datenverordnung); Metadaten (RFC 8414) unter /.well-known/oauth-authorization-server/oauth und /oauth/.well-known/openid-configuration.',
            flows: {
              authorizationCode: {
                authorizationUrl: '/oauth/auth',
                tokenUrl: '/oauth/token',
                refreshUrl: '/oauth/token',
                scopes: { 'vertrag:lesen': 'Vertragsdaten', 'verbrauch:lesen': 'Viertelstundenwerte und Verbrauchszeiträume', 'ablesungen:lesen': 'Zählerstände' },
              },
            },
          },
        },
      },
    },
    // OpenAPI allows only HTTP's 1xx–5xx as response keys; SPEC §4's 700 and 702 go to x-ekp-sonderstatus
    // of the operation, in the same shape, and into its description.
    transformObject: (dokument) => {
      if (!('openapiObject' in dokument)) return dokument.swaggerObject;
      const { openapiObject } = dokument;
      // The document describes the API; the web app's own files (manifest, icons) are no operations of it.
      for (const pfad of Object.keys(openapiObject.paths ?? {})) if (!pfad.startsWith('/api/')) delete openapiObject.paths![pfad];
      for (const pfad of Object.values(openapiObject.paths ?? {})) {
        for (const op of Object.values(pfad as Record<string, { responses?: Record<string, unknown>; description?: string; [x: `x-${string}`]: unknown }>)) {
          const sonder = Object.keys(op.responses ?? {}).filter((s) => Number(s) >= 600);
          if (!sonder.length || !op.responses) continue;
          op['x-ekp-sonderstatus'] = Object.fromEntries(sonder.map((s) => [s, op.responses![s]]));
          for (const s of sonder) delete op.responses[s];
          op.description = `${op.description ? `${op.description} ` : ''}Außerdem: ${sonder.map((s) => `${s} (${BESCHREIBUNG[Number(s) as FehlerStatus]})`).join(', ')}.`;
        }
      }
      return openapiObject;
    },
    transform: (eingabe) => {
      const methode = Array.isArray(eingabe.route.method) ? eingabe.route.method[0] : eingabe.route.method;
      const e = eingabe.route.config?.endpoint ?? nachRoute.get(`${methode} ${eingabe.url}`);
      if (!e || eingabe.schema?.hide) return jsonSchemaTransform(eingabe);
      const fehler = Object.fromEntries(fehlerStatusse(e).map((s) => [s, beschrieben(FehlerSchema, BESCHREIBUNG[s])]));
      const schema = {
        ...eingabe.schema,
        ...(e.headers ? { headers: e.headers } : {}),
        response: { ...(e.response ? { [e.erfolg ?? 200]: beschrieben(e.response, 'Erfolg') } : {}), ...fehler },
      };
      const ergebnis = jsonSchemaTransform({ ...eingabe, schema });
      const response = ergebnis.schema.response as Record<string, Record<string, unknown>>;
      if (!e.response) {
        response[e.methode === 'GET' ? 200 : 204] =
          e.methode === 'GET' ? { description: 'Die Datei', type: 'string', format: 'binary' } : { description: 'Erfolg ohne Inhalt', type: 'null' };
      }
      for (const [status, teil] of Object.entries(response)) {
        const header = antwortHeader(e, Number(status));
        if (header) response[status] = { ...teil, headers: header };
      }
      // Public calls state `security: []`, so a generator or linter does not have to guess.
      const sicherheit: Array<Record<string, string[]>> = e.auth ? [e.bereich === 'service' ? { token: [], kennung: [] } : { token: [], kundennummer: [] }] : e.freigabe ? [{ freigabe: [e.freigabe] }] : [];
      const name = namen.get(e) as string;
      const [api, aufruf] = name.split('.') as [keyof typeof zusammenfassungen, string];
      const summary = (zusammenfassungen[api] as Record<string, string>)[aufruf];
      return { ...ergebnis, schema: { ...ergebnis.schema, operationId: name, summary, security: sicherheit } };
    },
  });
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
  // Self-hosted Swagger UI: its page loads only its own scripts, so the app-wide CSP (script-src 'self') holds.
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs/ui' });
}
