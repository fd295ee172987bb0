/*
 * The rules an administrator's password must meet, as a pure function so that the users screen,
 * the sign-in bootstrap and `npm run admin -- create` apply the same ones. The list of common
 * passwords is server-only data (decision 0017), so it is handed in.
 */
export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 200;

export const passwordMessages = {
  tooShort: `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`,
  tooLong: `The password must be at most ${MAX_PASSWORD_LENGTH} characters long.`,
  common: "This password is one of the most commonly used passwords. Choose another.",
  isEmail: "The password must not be the account's e-mail address.",
} as const;

export function passwordProblem(
  password: string,
  context: { email: string; isCommon: (lowerCased: string) => boolean },
): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return passwordMessages.tooShort;
  if (password.length > MAX_PASSWORD_LENGTH) return passwordMessages.tooLong;
  const lowered = password.trim().toLowerCase();
  if (context.isCommon(lowered)) return passwordMessages.common;
  const email = context.email.trim().toLowerCase();
  if (email && (lowered === email || lowered === email.split("@")[0])) return passwordMessages.isEmail;
  return null;
}
