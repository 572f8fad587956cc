// Filled by the ablesungen feature: its schemas, endpoints and pure rules.
export {};
