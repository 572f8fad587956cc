import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

interface FeldRahmen {
  id: string;
  label: string;
  fehler?: string | undefined;
  hinweis?: ReactNode;
}

function beschreibung(id: string, fehler?: string, hinweis?: ReactNode): string | undefined {
  const ids = [fehler ? `${id}-fehler` : null, hinweis ? `${id}-hinweis` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

function Zusatz({ id, fehler, hinweis }: Omit<FeldRahmen, 'label'>) {
  return (
    <>
      {hinweis && (
        <p id={`${id}-hinweis`} className="feld-hinweis">
          {hinweis}
        </p>
      )}
      {fehler && (
        <p id={`${id}-fehler`} className="feld-fehler">
          {fehler}
        </p>
      )}
    </>
  );
}

/** Labelled input with its error and hint wired for screen readers; `praefix` shows a fixed prefix. */
export function Textfeld({ id, label, fehler, hinweis, praefix, ...input }: FeldRahmen & { praefix?: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="feld">
      <label htmlFor={id}>{label}</label>
      <div className={praefix ? 'feld-mit-praefix' : undefined}>
        {praefix && (
          <span className="feld-praefix" aria-hidden="true">
            {praefix}
          </span>
        )}
        <input id={id} aria-invalid={fehler ? true : undefined} aria-describedby={beschreibung(id, fehler, hinweis)} {...input} />
      </div>
      <Zusatz id={id} fehler={fehler} hinweis={hinweis} />
    </div>
  );
}

export function Auswahl({ id, label, fehler, hinweis, children, ...select }: FeldRahmen & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <div className="feld">
      <label htmlFor={id}>{label}</label>
      <select id={id} aria-invalid={fehler ? true : undefined} aria-describedby={beschreibung(id, fehler, hinweis)} {...select}>
        {children}
      </select>
      <Zusatz id={id} fehler={fehler} hinweis={hinweis} />
    </div>
  );
}

export function Textbereich({ id, label, fehler, hinweis, ...area }: FeldRahmen & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <div className="feld">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} aria-invalid={fehler ? true : undefined} aria-describedby={beschreibung(id, fehler, hinweis)} {...area} />
      <Zusatz id={id} fehler={fehler} hinweis={hinweis} />
    </div>
  );
}

export function Kontrollkaestchen({ id, children, ...input }: { id: string; children: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="feld feld-checkbox">
      <input id={id} type="checkbox" {...input} />
      <label htmlFor={id}>{children}</label>
    </div>
  );
}
