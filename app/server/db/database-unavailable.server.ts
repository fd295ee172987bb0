/**
 * The database cannot serve this request now: PostgreSQL did not answer in time, cannot be
 * reached, is shutting down or refused for load, or SQLite's write lock stayed taken past the
 * wait we allow. Not the request's fault and not a bug: the visitor is asked to try again shortly
 * (503 with Retry-After, decision 0029). The original error is its `cause`.
 */
export class DatabaseUnavailableError extends Error {
  override readonly name = "DatabaseUnavailableError";
}

/** How long a visitor is asked to wait before trying again (the Retry-After header, in seconds). */
export const RETRY_AFTER_SECONDS = 5;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 3; current = current.cause, depth += 1) {
    if (current instanceof DatabaseUnavailableError) return true;
  }
  return false;
}

/**
 * What the health of a database looks like from the server: `down` while PostgreSQL is known to be
 * unreachable (queries fail at once meanwhile); `failures` counts every failure of that kind, so
 * that a page rendered while one happened is not kept (its fallbacks stood in for the data).
 */
export interface DatabaseHealth {
  readonly down: boolean;
  readonly failures: number;
}
