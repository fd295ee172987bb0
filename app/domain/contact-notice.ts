/*
 * What the contact form's privacy notice states, apart from the form's schema (./contact): the
 * privacy policy page shows the same notice and must not load the schema library for it.
 */

/**
 * The version of the privacy notice shown beside the contact form's button. Stored with every
 * message (India's DPDP Act: we must be able to show what the visitor agreed to); change it
 * whenever the notice's words or the privacy policy's contact-form section change.
 */
export const CONTACT_NOTICE_VERSION = "2026-11-v1";

/** Messages accepted per client address within the window (kept in the database: holds across instances). */
export const CONTACT_RATE_LIMIT = { max: 5, windowMs: 10 * 60 * 1000 } as const;
