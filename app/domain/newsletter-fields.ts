/*
 * The newsletter sign-up box's field name and bound, apart from its rules: the box sits in every
 * page's footer, and the rules' module brings the schema library, which only pages with a form of
 * their own may load (public-scripts.test.ts). app/domain/newsletter.ts checks they match the
 * contact form's.
 */

/** the e-mail's bound, the contact form's (CONTACT_CODE_UNITS_MAX.email) */
export const NEWSLETTER_EMAIL_MAX = 200;
/** the contact form's honeypot field (CONTACT_HONEYPOT_FIELD) */
export const NEWSLETTER_HONEYPOT_FIELD = "website";
