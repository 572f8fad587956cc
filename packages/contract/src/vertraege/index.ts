// Filled by the vertraege feature: its schemas, endpoints and pure rules.
export {};
