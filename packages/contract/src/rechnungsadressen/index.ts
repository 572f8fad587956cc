// Filled by the rechnungsadressen feature: its schemas, endpoints and pure rules.
export {};
