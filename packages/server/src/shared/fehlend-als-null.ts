type AlsNull<T, K extends keyof T> = { [P in K]: Exclude<T[P], undefined> | null };

/** The named optional fields, a missing one as NULL: the database stores "not given" as NULL, never as absent. */
export function fehlendAlsNull<T extends object, K extends keyof T>(o: T, felder: readonly K[]): AlsNull<T, K> {
  return Object.fromEntries(felder.map((f) => [f, o[f] ?? null])) as AlsNull<T, K>;
}
