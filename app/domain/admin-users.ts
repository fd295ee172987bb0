/** The texts of the users screen and the two-factor sign-in step; tests assert against these. */
export const userMessages = {
  title: "Users",
  added: (email: string, role = "Administrator") => `${role} ${email} added.`,
  // every role's name starts with a vowel: "an Administrator", "an Editor", "an Author"
  roleChanged: (email: string, role: string) => `${email} is now an ${role}.`,
  roleUnchanged: (email: string, role: string) => `${email} already is an ${role}.`,
  roleUnknown: "Choose a role: Administrator, Editor or Author.",
  passwordShownOnce: "Copy this password now: it is shown only once.",
  reset: (email: string) => `The password of ${email} was reset; their sessions have ended.`,
  disabled: (email: string) => `${email} is disabled and has been signed out.`,
  enabled: (email: string) => `${email} is enabled again.`,
  ownPasswordChanged: "Your password was changed. Your other sessions have ended.",
  twoFactorOff: (email: string) => `Two-factor sign-in is off for ${email}.`,
  twoFactorOn: "Two-factor sign-in is on.",
  recoveryShownOnce: "Save these recovery codes now: each works once, and they are shown only once.",
  setupCodeWrong: "That code does not match. Check the time on your phone and enter the current code.",
  codeMissing: "Enter the 6-digit code from your authenticator app, or a recovery code.",
  codeInvalid: "This code is not valid or was already used. Enter the next code from your app, or a recovery code.",
  codeUnreadable:
    "The server cannot check app codes for this account: its key is not the one your two-factor setup was saved with (it changed, or the site was restored without it). Sign in with a recovery code, or ask whoever runs the server to restore the key or turn two-factor off for you (npm run admin -- disable-two-factor).",
  unknownRequest: "Unknown request.",
  logoutFailed: "Logout failed!",
} as const;

/** The refusals of the account rules (app/server/auth/admin-accounts.server.ts). */
export const accountMessages = {
  emailInvalid: "Enter a valid e-mail address.",
  emailTaken: "An account with this e-mail address already exists.",
  notFound: "This administrator no longer exists.",
  lastAdmin: "The last active administrator cannot be disabled.",
  lastAdminRole: "The last active administrator cannot be given another role.",
  resetSelf: "Change your own password under Your account, with your current password.",
  currentWrong: "The current password is not correct.",
  mismatch: "The two new passwords are not the same.",
} as const;
