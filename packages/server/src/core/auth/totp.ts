import { createHmac, randomBytes } from 'node:crypto';

// TOTP second factor (RFC 6238 over RFC 4226's HOTP), with node:crypto only: HMAC-SHA1, 30-second
// steps from the Unix epoch, 6 digits, as every authenticator app reads an otpauth:// URI.

export const totpStepSeconds = 30;
export const totpDigits = 6;
/** Codes one step early or late are accepted too (RFC 6238 5.2: clock drift, typing time). */
export const totpDriftSteps = 1;

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32, unpadded: how authenticator apps take a secret. */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += alphabet[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/=+$/, '').toUpperCase();
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = alphabet.indexOf(char);
    if (index < 0) throw new Error(`assertion: not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** A new secret: 20 random bytes (160 bits, RFC 4226 4's recommendation), base32. */
export const newTotpSecret = (): string => base32Encode(randomBytes(20));

/** RFC 4226 5.3: HOTP(K, C) = Truncate(HMAC-SHA-1(K, C)) mod 10^digits, zero-padded. */
export function hotp(key: Uint8Array, counter: number, digits = totpDigits): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** RFC 6238 4.2: the time step T = floor(unix seconds / 30). */
export const totpStep = (at: Date): number => Math.floor(at.getTime() / 1000 / totpStepSeconds);

export const totpCode = (secret: string, at: Date, digits = totpDigits): string =>
  hotp(base32Decode(secret), totpStep(at), digits);

/**
 * The time step whose code this is, within the drift, or null. The caller refuses a step not
 * later than the last one it accepted (a code is good once).
 */
export function matchTotp(secret: string, code: string, at: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const key = base32Decode(secret);
  const now = totpStep(at);
  for (let step = now - totpDriftSteps; step <= now + totpDriftSteps; step++)
    if (timingSafeEqualText(hotp(key, step), code)) return step;
  return null;
}

function timingSafeEqualText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** The otpauth:// URI an authenticator app reads (as a QR code or pasted). */
export function totpUri(secret: string, username: string, issuer = 'defcomp'): string {
  const label = encodeURIComponent(`${issuer}:${username}`);
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(totpDigits),
    period: String(totpStepSeconds),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}
