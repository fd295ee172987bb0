import { sql, type RawBuilder } from "kysely";

/*
 * How one person's messages are found again (the DPDP Act's access and erasure requests): by the
 * e-mail address as typed, trimmed and lower-cased, or by the phone number's digits. Both are
 * expression indexes (migration 0008-messages-inbox); the SQL here must stay byte-for-byte the
 * same as there, or the planner stops using them.
 */

export const emailKeySql: RawBuilder<string> = sql<string>`lower(trim(email))`;
export const phoneKeySql: RawBuilder<string> = sql<string>`replace(replace(replace(replace(replace(replace(phone, ' ', ''), '-', ''), '(', ''), ')', ''), '+', ''), '.', '')`;

/** `canonical` names the person in one form (for a salted hash in the audit trail, never in clear) */
export type PersonKey = { kind: "email"; value: string; canonical: string } | { kind: "phone"; values: string[]; canonical: string };

const INDIA_MOBILE_DIGITS = 10;

/**
 * What an administrator typed, as the key to look up: an e-mail when it has an "@", otherwise a
 * phone number. An Indian number is stored in any of its written forms (+91 98…, 098…, 98…), so
 * a phone key is every form the same ten digits may have been typed in.
 */
export function personKeyFrom(input: string): PersonKey | null {
  const text = input.trim();
  if (text.includes("@")) return text.length > 3 ? { kind: "email", value: text.toLowerCase(), canonical: text.toLowerCase() } : null;
  const digits = text.replace(/\D/g, "");
  if (digits.length < 6) return null;
  const values = new Set([digits]);
  const local = digits.length >= INDIA_MOBILE_DIGITS ? digits.slice(-INDIA_MOBILE_DIGITS) : digits;
  if (digits.length >= INDIA_MOBILE_DIGITS) values.add(local).add(`0${local}`).add(`91${local}`).add(`091${local}`);
  return { kind: "phone", values: [...values], canonical: local };
}
