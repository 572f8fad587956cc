// A customer's own action (a confirmed Abschlag) should reach their phone now, not at the next tick:
// main.ts registers its delivery loop here, and features call `zustellungAnstossen()` after recording.
// Per process by nature: the kick only shortens the wait; the table decides who sends.
let anstoss: () => void = () => undefined;

export function anstossSetzen(f: () => void): void {
  anstoss = f;
}

export function zustellungAnstossen(): void {
  anstoss();
}
