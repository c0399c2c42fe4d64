import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to argon2id with OWASP's parameters (19 MiB, t=2, p=1).

export const hashPassword = (password: string): Promise<string> => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time for an unknown username, so timing does not reveal which names exist. */
export async function verifyAgainstNobody(password: string): Promise<false> {
  dummyHash ??= hash('not-a-real-password-at-all');
  await verifyPassword(await dummyHash, password);
  return false;
}
