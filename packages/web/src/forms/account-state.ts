/**
 * The account security forms' state, pure (unit-tested): a new password as the server's policy
 * will judge it (ASVS 5.0 V6.2: at least 12 characters, no composition rules; the server also
 * refuses common and breached ones), and a TOTP code (six digits, ASVS V6.6).
 */

/** ASVS V6.2.1: the length the server asks (auth/password-policy.ts passwordLengthMin). */
export const passwordLengthMin = 12;

export interface PasswordChange {
  current: string;
  next: string;
  confirm: string;
}

export type PasswordErrors = Partial<Record<keyof PasswordChange, string>>;

/** What the form marks before sending (the server judges again, and knows the breached list). */
export function passwordErrors(change: PasswordChange): PasswordErrors {
  const errors: PasswordErrors = {};
  if (change.current === '') errors.current = 'security.errors.current';
  // Characters, not UTF-16 units: "密碼" is two.
  if ([...change.next].length < passwordLengthMin) errors.next = 'security.errors.short';
  else if (change.next === change.current) errors.next = 'security.errors.same';
  if (change.confirm !== change.next) errors.confirm = 'security.errors.mismatch';
  return errors;
}

/** A TOTP code as typed: spaces dropped ("123 456"); undefined unless six digits. */
export function readCode(typed: string): string | undefined {
  const code = typed.replace(/\s+/g, '');
  return /^[0-9]{6}$/.test(code) ? code : undefined;
}

/** The base32 secret in groups of four, as authenticator apps show it. */
export function groupSecret(secret: string): string {
  return (secret.match(/.{1,4}/g) ?? []).join(' ');
}

/** A browser's user agent in a few words: "Chrome on Linux". */
export function describeAgent(userAgent: string): string {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /(Chrome|Chromium)\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : undefined;
  const system = /Windows/.test(userAgent)
    ? 'Windows'
    : /Android/.test(userAgent)
      ? 'Android'
      : /iPhone|iPad/.test(userAgent)
        ? 'iOS'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : undefined;
  if (browser === undefined && system === undefined) return userAgent === '' ? '—' : userAgent;
  return [browser, system].filter((part) => part !== undefined).join(' · ');
}
