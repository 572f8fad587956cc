// The OBIS codes an MSCONS message may carry, and which of them ekp stores (docs/marktdaten.md).

/** A load profile: 1.29.0 consumption, 2.29.0 feed-in. */
export const LASTGANG_OBIS = /^1-\d{1,2}:([12])\.29\.0$/;
export const REGISTER_OBIS = /^1-\d{1,2}:1\.8\.[0-2]$/;
/** A well-formed OBIS code of a series ekp does not store (reactive energy 3.29.0, maximum demand 1.6.0, …). */
export const ANDERE_OBIS = /^\d{1,2}-\d{1,2}:\d{1,2}\.\d{1,2}\.\d{1,3}$/;
