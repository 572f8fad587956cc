// Filled by the kontakt feature: its schemas, endpoints and pure rules.
export {};
