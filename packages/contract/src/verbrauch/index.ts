// Filled by the verbrauch feature: its schemas, endpoints and pure rules.
export {};
