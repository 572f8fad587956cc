// Not in SPEC: texts of issue #12 (throttling with its wait, password policy, second factor).
export const authTexte = {
  zuVieleVersuche: (minuten: number) =>
    `Zu viele fehlgeschlagene Versuche. Bitte warten Sie ${minuten === 1 ? 'eine Minute' : `${minuten} Minuten`} und versuchen Sie es dann erneut.`,
  zuVieleAnfragen: (minuten: number) =>
    `Zu viele Anfragen. Bitte warten Sie ${minuten === 1 ? 'eine Minute' : `${minuten} Minuten`} und versuchen Sie es dann erneut.`,
  passwort: {
    zuLang: 'Das Passwort darf höchstens 256 Zeichen lang sein.',
    haeufig: 'Dieses Passwort ist zu verbreitet und leicht zu erraten. Bitte wählen Sie ein anderes.',
    kundennummer: 'Das Passwort darf nicht Ihre Kundennummer sein.',
    wieBisher: 'Das neue Passwort muss sich vom bisherigen unterscheiden.',
  },
};

/** Minutes named in a 429 answer for a Retry-After in seconds, rounded up. */
export const warteMinuten = (sekunden: number) => Math.max(1, Math.ceil(sekunden / 60));
