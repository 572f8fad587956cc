import type { ReactNode } from 'react';
import { Marke } from './Marke.tsx';

// Login and forgot-password: the tenant's logo and name stand above the form, so a customer sees whose
// portal this is before typing a password.
export function AnonymRahmen({ children }: { children: ReactNode }) {
  return (
    <div className="anonym">
      <Marke />
      {children}
    </div>
  );
}
