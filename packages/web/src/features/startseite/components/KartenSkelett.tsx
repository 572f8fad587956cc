/**
 * A contract card while its first line loads: the same frame, heading, status line, value rows and button row,
 * so nothing below moves when the card arrives (the cards of a page arrive one by one).
 */
export function KartenSkelett({ vertragId }: { vertragId: string }) {
  return (
    <li className="karte startseite-karte startseite-skelett" aria-busy="true">
      <h2 className="startseite-karte-titel">
        <span className="nur-vorleser">Vertrag {vertragId} wird geladen …</span>
        <span className="skelett-balken skelett-titel" aria-hidden="true" />
      </h2>
      <span className="skelett-balken skelett-status" aria-hidden="true" />
      <div className="startseite-karte-oben" aria-hidden="true">
        {[0, 1].map((i) => (
          <span key={i} className="skelett-balken skelett-zeile" />
        ))}
      </div>
      <div className="startseite-karte-fuss" aria-hidden="true">
        <span className="skelett-balken skelett-knopf" />
      </div>
    </li>
  );
}
