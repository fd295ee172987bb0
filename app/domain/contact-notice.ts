/*
 * What the contact form's privacy notice states, apart from the form's schema (./contact): the
 * privacy policy page shows the same notice and must not load the schema library for it.
 */

/**
 * The notice version stored with messages sent before the legal documents had versions (migration
 * 0016): the privacy page and contact-form notice then fixed in the code (git history, November
 * 2026). Since then a consent names the privacy policy's version in force, "privacy-vN"
 * (contactNoticeVersionOf in ./legal-documents, decision 0042).
 */
export const LEGACY_CONTACT_NOTICE_VERSION = "2026-11-v1";

/** Messages accepted per client address within the window (kept in the database: holds across instances). */
export const CONTACT_RATE_LIMIT = { max: 5, windowMs: 10 * 60 * 1000 } as const;
