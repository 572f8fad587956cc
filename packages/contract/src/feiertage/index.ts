// Filled by the feiertage feature: its schemas, endpoints and pure rules.
export {};
