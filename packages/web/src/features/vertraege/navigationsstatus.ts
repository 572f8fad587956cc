// SPEC §4: after a termination the navigation to /vertraege carries the contract number and a status.
export interface Kuendigungsergebnis {
  vertragsnummer: string;
  status: 'SUCCESS' | 'ERROR';
}

declare module '@tanstack/react-router' {
  interface HistoryState {
    kuendigung?: Kuendigungsergebnis;
  }
}
