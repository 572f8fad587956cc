// SPEC §5 email: optional; standard pattern; at most 254 characters, at most 64 before the @.
const EMAIL_MUSTER =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function istGueltigeEmail(email: string | null | undefined): boolean {
  if (email === null || email === undefined || email === '') return true;
  if (email.length > 254) return false;
  const at = email.lastIndexOf('@');
  if (at < 1 || at > 64) return false;
  return EMAIL_MUSTER.test(email);
}

// SPEC §5: "the phone checks for landline, mobile and fax always pass", so there is no phone check.
