import { readFileSync } from 'node:fs';
import { Problem } from '../problems.js';
import { commonPasswordWords } from './common-passwords.js';
import { detailOf } from '../i18n/problem-details.js';

export const passwordLengthMin = 12;

/** The shipped list (packages/server/data, from src/auth or dist/auth alike), one a line. */
const breachedListFile = new URL('../../../data/common-passwords.txt', import.meta.url);

let common: Set<string> | undefined;

/**
 * ASVS V6.2.4: the 43,852 most common breached passwords (data/common-passwords.txt), each also
 * as its letters alone (what "Dragon2024!" is compared as), and the hand list of words.
 */
export function commonPasswords(): Set<string> {
  if (common) return common;
  const lines = readFileSync(breachedListFile, 'utf8').split('\n');
  common = new Set(commonPasswordWords);
  for (const line of lines) {
    if (line === '' || line.startsWith('#')) continue;
    common.add(line);
    const letters = line.replace(/[^a-z]/g, '');
    if (letters.length >= 4) common.add(letters);
  }
  return common;
}

/**
 * ASVS 5.0 V6.2: at least 12 characters, no composition rules, and refused when it is a known
 * common or breached password (shipped as data: data/common-passwords.txt and the words of
 * common-passwords.ts), one the username gives
 * away, or too uniform to be a secret (fewer than 5 different characters: `aaaaaaaaaaaa`).
 */
export function checkPasswordPolicy(password: string, username: string, field = 'password'): void {
  const refuse = (text: { detail: string; params: Record<string, string> }) => {
    throw new Problem('password_rejected', { field, ...text });
  };
  if ([...password].length < passwordLengthMin)
    refuse(detailOf('password_too_short', { min: String(passwordLengthMin) }));
  const lower = password.toLowerCase();
  if (username.length >= 3 && lower.includes(username.toLowerCase()))
    refuse(detailOf('password_has_username'));
  if (new Set(lower).size < 5) refuse(detailOf('password_few_characters', { min: '5' }));
  // "Password2024!" and "p@ssw0rd..." are the same guess: compare what is left of the letters.
  const letters = lower
    .replace(/^[^a-z]+|[^a-z]+$/g, '')
    .replace(/[@4]/g, 'a')
    .replace(/3/g, 'e')
    .replace(/[1!]/g, 'i')
    .replace(/0/g, 'o')
    .replace(/[$5]/g, 's')
    .replace(/[^a-z]/g, '');
  const plain = lower.replace(/[^a-z]/g, '');
  const known = commonPasswords();
  if ([lower, letters, plain].some((word) => known.has(word)) || !plain || isSequence(lower))
    refuse(detailOf('password_breached'));
}

/** Keyboard and counting runs (`123456789012`, `qwertyuiopas`) are the first thing tried. */
function isSequence(text: string): boolean {
  const rows = ['1234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm', 'abcdefghijklmnopqrstuvwxyz'];
  const plain = text.replace(/[^a-z0-9]/g, '');
  return plain.length > 0 && rows.some((row) => (row + row).includes(plain.slice(0, 8)));
}
