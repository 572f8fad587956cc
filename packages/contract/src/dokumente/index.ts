// Filled by the dokumente feature: its schemas, endpoints and pure rules.
export {};
