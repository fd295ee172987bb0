import type { ColumnType, Insertable, Selectable, Updateable } from "kysely";

/*
 * The database as the application sees it. Column names are camelCase here and snake_case in
 * the database (Kysely's CamelCasePlugin maps them). Timestamps are ISO-8601 UTC strings in both
 * engines, so that they sort as text and read the same from SQLite and PostgreSQL; flags are
 * integers 0/1 for the same reason.
 */

export type Timestamp = string;
export type Flag = 0 | 1;

export interface UsersTable {
  id: string;
  email: string;
  passwordHash: string;
  isAdmin: Flag;
  createdAt: Timestamp;
  lastLoginAt: Timestamp | null;
  /** set while the account is disabled: it cannot sign in and has no sessions */
  disabledAt: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /** the encrypted TOTP secret while two-factor sign-in is on */
  totpSecret: ColumnType<string | null, string | null | undefined, string | null>;
  /** the encrypted secret of a two-factor setup not yet confirmed with a first code */
  totpPendingSecret: ColumnType<string | null, string | null | undefined, string | null>;
  /** the time step of the last accepted code: a code of this step or an earlier one is refused */
  totpLastStep: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface RecoveryCodesTable {
  id: string;
  userId: string;
  /** sha256 (hex) of the normalised code; the code itself is shown once and never stored */
  codeHash: string;
  createdAt: Timestamp;
  usedAt: Timestamp | null;
}

export interface SessionsTable {
  /** sha256 (hex) of the token held in the cookie; the token itself is never stored */
  id: string;
  userId: string;
  createdAt: Timestamp;
  lastSeenAt: Timestamp;
  expiresAt: Timestamp;
  ip: string | null;
  userAgent: string | null;
}

export interface LoginFailuresTable {
  id: string;
  /** the client's address, or its /64 for IPv6 (client-address.server.ts) */
  address: string;
  /** a keyed hash of the typed e-mail (sign-in-throttle.server.ts) */
  account: string;
  /** a hash of the known browser's device cookie; null for a browser the account does not know */
  device: string | null;
  at: Timestamp;
}

export interface PendingSignInsTable {
  /** SHA-256 of the token in the visitor's cookie */
  id: string;
  userId: string;
  /** SHA-256 of the password hash the password step passed against: a changed password voids it */
  passwordCheck: string;
  /** wrong codes tried with this record */
  failures: number;
  createdAt: Timestamp;
  expiresAt: Timestamp;
}

/** Pixel size of an uploaded image (null for built-in artwork and SVG): pages derive srcset from it. */
export interface ImageSize {
  imageWidth: number | null;
  imageHeight: number | null;
}

export interface CoursesTable extends ImageSize {
  id: string;
  name: string;
  image: string;
  category: string;
  description: string;
  link: string;
  sortOrder: number;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export type PublishStatus = "Draft" | "Published";

export interface BlogsTable extends ImageSize {
  id: string;
  title: string;
  slug: string;
  author: string;
  description: string;
  keywords: string;
  status: PublishStatus;
  image: string;
  tag: string | null;
  content: string | null;
  /** the article's date, shown to readers and used for ordering */
  date: Timestamp;
  /** a published post is shown to visitors from this moment on (null: at once) */
  publishAt: Timestamp | null;
  /** the plain text of the description and content, what the full-text index reads (kept by the repository) */
  searchText: ColumnType<string, string | undefined, string | undefined>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** One keyword of one Published post, with the post's date so a keyword's posts come in order from the index. */
export interface BlogKeywordsTable {
  keyword: string;
  blogId: string;
  date: Timestamp;
}

/** How many Published posts (scheduled ones included) carry each keyword: the /blog chips' counts. */
export interface BlogKeywordCountsTable {
  keyword: string;
  posts: number;
}

export interface TestimonialsTable extends ImageSize {
  id: string;
  quote: string;
  author: string;
  avatar: string;
  rating: number;
  status: PublishStatus;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface ContactsTable {
  id: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  message: string;
  createdAt: Timestamp;
  /** when the visitor ticked the consent box (null for messages from before 0006-contact-consent) */
  consentAt: Timestamp | null;
  /** which privacy notice they agreed to (CONTACT_NOTICE_VERSION at the time) */
  noticeVersion: string | null;
  /** when an administrator first opened or marked it read; null while unread */
  readAt?: Timestamp | null;
}

/** One accepted contact message per row, by client address, kept only for the rate window. */
export interface ContactRateEventsTable {
  id: string;
  client: string;
  at: Timestamp;
}

export type MailStatus = "pending" | "sent" | "dead";

/** One e-mail notice of a new message, sent by the outbox worker (app/server/mail). */
export interface MailOutboxTable {
  id: string;
  contactId: string;
  status: MailStatus;
  attempts: number;
  nextAttemptAt: Timestamp;
  lastError: string | null;
  createdAt: Timestamp;
  sentAt: Timestamp | null;
}

export interface ExploreProgramsTable extends ImageSize {
  id: string;
  label: string;
  icon: string;
  iconStorageKey: string | null;
  sortOrder: number;
  createdAt: Timestamp;
}

export interface ExplorePlatformsTable extends ImageSize {
  id: string;
  alt: string;
  image: string;
  storageKey: string | null;
  createdAt: Timestamp;
}

/** One row per page key (path with '/' replaced by '_', home is 'home', global fallback '_'). */
export interface SeoTable {
  key: string;
  pagePath: string | null;
  siteTitle: string | null;
  pageTitle: string | null;
  metaDescription: string | null;
  keywords: string | null;
  canonicalUrl: string | null;
  robotsMeta: string | null;
  metaTag: string | null;
  analyticsId: string | null;
  facebookMeta: string | null;
  facebookPixel: string | null;
  googleMetaPixel: string | null;
  schemaMarkup: string | null;
  openGraph: string | null;
  twitterCard: string | null;
  alternateHrefLang: string | null;
  customMetaTags: string | null;
  updatedAt: Timestamp;
}

/** Key/value settings; value is JSON text validated by the settings domain module. */
export interface SettingsTable {
  key: string;
  value: string;
  updatedAt: Timestamp;
}

export interface SecretsTable {
  name: string;
  value: string;
  createdAt: Timestamp;
}

export interface RatesTable {
  currency: string;
  unitsPerEur: number;
  /** where the rate came from: the reference-rate feed, an administrator, or the seed */
  source: string;
  /** the date the rate is for (YYYY-MM-DD) */
  asOf: string;
  updatedAt: Timestamp;
}

export interface BlogSlugRedirectsTable {
  oldSlug: string;
  blogId: string;
  createdAt: Timestamp;
}

/** A stored upload that no record uses yet; swept after a day if none ever does. */
export interface PendingUploadsTable {
  storageKey: string;
  purpose: string;
  width: number | null;
  height: number | null;
  uploadedBy: string;
  createdAt: Timestamp;
}

/** One line of the audit trail (insert and read only). */
export interface AuditEventsTable {
  id: string;
  at: Timestamp;
  actorId: string | null;
  actorEmail: string | null;
  /** what happened, as `entity.verb`, e.g. "blog.update", "user.disable", "auth.login_failed" */
  action: string;
  entity: string;
  entityId: string | null;
  /** JSON text, small, without erased personal data */
  detail: string | null;
  ip: string | null;
}

export interface Database {
  auditEvents: AuditEventsTable;
  rates: RatesTable;
  secrets: SecretsTable;
  users: UsersTable;
  recoveryCodes: RecoveryCodesTable;
  sessions: SessionsTable;
  loginFailures: LoginFailuresTable;
  pendingSignIns: PendingSignInsTable;
  courses: CoursesTable;
  blogs: BlogsTable;
  blogSlugRedirects: BlogSlugRedirectsTable;
  blogKeywords: BlogKeywordsTable;
  blogKeywordCounts: BlogKeywordCountsTable;
  pendingUploads: PendingUploadsTable;
  testimonials: TestimonialsTable;
  contacts: ContactsTable;
  contactRateEvents: ContactRateEventsTable;
  mailOutbox: MailOutboxTable;
  explorePrograms: ExploreProgramsTable;
  explorePlatforms: ExplorePlatformsTable;
  seo: SeoTable;
  settings: SettingsTable;
}

export type User = Selectable<UsersTable>;
export type AuditEvent = Selectable<AuditEventsTable>;
export type Rate = Selectable<RatesTable>;
export type Course = Selectable<CoursesTable>;
export type NewCourse = Insertable<CoursesTable>;
export type CourseUpdate = Updateable<CoursesTable>;
/** a post as the application reads it (its search text stays in the database) */
export type Blog = Omit<Selectable<BlogsTable>, "searchText">;
export type NewBlog = Insertable<BlogsTable>;
export type Testimonial = Selectable<TestimonialsTable>;
export type NewTestimonial = Insertable<TestimonialsTable>;
// readAt stays optional: code that builds a new message (unread) need not name it.
export type Contact = Omit<Selectable<ContactsTable>, "readAt"> & { readAt?: Timestamp | null };
export type NewContact = Insertable<ContactsTable>;
export type ExploreProgram = Selectable<ExploreProgramsTable>;
export type NewExploreProgram = Insertable<ExploreProgramsTable>;
export type ExplorePlatform = Selectable<ExplorePlatformsTable>;
export type NewExplorePlatform = Insertable<ExplorePlatformsTable>;
export type SeoRecord = Selectable<SeoTable>;
export type NewSeoRecord = Insertable<SeoTable>;

// Keep ColumnType referenced for future computed columns without an unused-import error.
export type _Unused = ColumnType<never, never, never>;
