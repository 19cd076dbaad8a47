import { hash, verify } from '@node-rs/argon2';

// argon2id (Algorithm.Argon2id = 2) with the library's OWASP-level defaults for memory and passes.
const ARGON2ID = 2;

// oxlint-disable-next-line typescript/no-unsafe-enum-assignment -- Algorithm is an ambient const enum, which isolatedModules forbids reading: 2 is its Argon2id
export const hashPassword = (password: string) => hash(password, { algorithm: ARGON2ID });

/** A hash of nothing in particular: verifying against it keeps "no such user" as slow as "wrong password". */
let decoy: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoy ??= hashPassword('decoy-password-for-timing');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
