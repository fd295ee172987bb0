import { lazily } from "../../domain/lazily";

/*
 * argon2id with OWASP's minimum profile (19 MiB, 2 passes, 1 lane). The parameters are stored in
 * the hash itself, so raising them later only affects new hashes.
 */
const ARGON2ID = 2; // Algorithm.Argon2id; the package exports it as a const enum, which isolated modules cannot read
export const passwordHashOptions = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * The native argon2 addon, loaded on the first sign-in or password change (issue 25): a visitor's
 * page never needs it, and a process that serves only pages does not map it or start its threads.
 * vite.config.ts keeps the package outside the bundle, so this import stays a file loaded later.
 */
const argon2 = lazily(() => import("@node-rs/argon2"));

export async function hashPassword(password: string): Promise<string> {
  const { hash } = await argon2();
  return hash(password, passwordHashOptions);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  const { verify } = await argon2();
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A real hash to verify against when the e-mail is unknown, so both cases take the same time. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword("decoy password that matches nothing");
  return decoyHash;
}
