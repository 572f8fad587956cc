// Filled by the bankverbindungen feature: its schemas, endpoints and pure rules.
export {};
