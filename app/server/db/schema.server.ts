import type { ColumnType, Insertable, Selectable, Updateable } from "kysely";
import type { Role } from "../../domain/roles";

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
  /** 1 for every back-office account, whatever its role (0: an account that may not sign in) */
  isAdmin: Flag;
  /** what the account may do in the back office (app/domain/roles.ts); existing accounts are administrators */
  role: ColumnType<Role, Role | undefined, Role>;
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
  /*
   * The course's own page (migration 0013, decision 0039). Each has a default in the database, so
   * code that only knows the card (the older tests, the seed of a card) may leave them out; the
   * repository gives a missing slug one made from the name. Lists are JSON text read through
   * app/domain/course-page.ts.
   */
  slug: ColumnType<string, string | undefined, string>;
  status: ColumnType<PublishStatus, PublishStatus | undefined, PublishStatus>;
  summary: ColumnType<string, string | undefined, string>;
  learningPoints: ColumnType<string, string | undefined, string>;
  curriculum: ColumnType<string, string | undefined, string>;
  level: ColumnType<string | null, string | null | undefined, string | null>;
  languages: ColumnType<string, string | undefined, string>;
  totalHours: ColumnType<number | null, number | null | undefined, number | null>;
  format: ColumnType<string | null, string | null | undefined, string | null>;
  batches: ColumnType<string, string | undefined, string>;
  /** the price in paise, GST included (null: no price shown) */
  pricePaise: ColumnType<number | null, number | null | undefined, number | null>;
  emiNote: ColumnType<string, string | undefined, string>;
  instructors: ColumnType<string, string | undefined, string>;
  faq: ColumnType<string, string | undefined, string>;
}

/** An old address of a renamed course, answered with a 301 to its current one. */
export interface CourseSlugRedirectsTable {
  oldSlug: string;
  courseId: string;
  createdAt: Timestamp;
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
  /** the post's own address under /hi (Devanagari or Latin; null: its English slug), unique (migration 0024) */
  hindiSlug: ColumnType<string | null, string | null | undefined, string | null>;
  /** the plain text of its Hindi title, description and content, read by the full-text index with the English */
  hindiSearchText: ColumnType<string, string | undefined, string | undefined>;
  /** who created the post (null: written before owners were kept, the company's) */
  ownerId: ColumnType<string | null, string | null | undefined, string | null>;
  /** when its author submitted it for review; null when it is not awaiting review */
  submittedAt: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
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
  /** the course the testimonial is about, if any (migration 0021) */
  courseId: string | null;
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
  /** which privacy notice they agreed to ("privacy-vN": the privacy policy version in force then; "2026-11-v1" before migration 0016) */
  noticeVersion: string | null;
  /**
   * the language of the page the consent was given on, "en" or "hi" (0029-consent-language, decision
   * 0059; null before it), and on a Hindi page the `legal_translations` row of that privacy version
   * which /hi/privacy-policy showed then (null: the version had no Hindi, its English was shown)
   */
  noticeLanguage?: string | null;
  noticeTranslationId?: string | null;
  /** when an administrator first opened or marked it read; null while unread */
  readAt?: Timestamp | null;
  /*
   * A course page's enquiry (0018-course-enquiries): the course (id, and its name then), what was
   * chosen, the page and the campaign it came from. All null for a message from /contact.
   */
  courseId?: string | null;
  courseName?: string | null;
  /** a batch as the page offered it: "YYYY-MM-DD | label" */
  preferredBatch?: string | null;
  /** morning, afternoon or evening (IST) */
  callbackTime?: string | null;
  /** the path of the page the form was on, e.g. /hi/courses/price-action */
  sourcePage?: string | null;
  utmSource?: string | null;
  utmMedium?: string | null;
  utmCampaign?: string | null;
  /** the host of the page that linked to the course page, never the full address */
  referrerHost?: string | null;
}

/** One accepted contact message per row, by client address, kept only for the rate window. */
export interface ContactRateEventsTable {
  id: string;
  client: string;
  at: Timestamp;
}

export type SubscriberStatus = "pending" | "confirmed" | "unsubscribed";
export type ConfirmMailState = "none" | "pending" | "sending" | "sent" | "failed";

/** One newsletter address with its consent (decision 0045); only a confirmed one receives posts. */
export interface NewsletterSubscribersTable {
  id: string;
  email: string;
  emailKey: string;
  status: SubscriberStatus;
  locale: string;
  consentAt: Timestamp;
  noticeVersion: string;
  /** SHA-256 of the confirmation token in the mail; null once used */
  confirmTokenHash: string | null;
  confirmIssuedAt: Timestamp | null;
  confirmMail: ConfirmMailState;
  confirmAttempts: number;
  confirmNextAt: Timestamp | null;
  createdAt: Timestamp;
  confirmedAt: Timestamp | null;
  unsubscribedAt: Timestamp | null;
}

/** One post e-mailed to the subscribers. */
export interface NewsletterSendsTable {
  id: string;
  blogId: string;
  subject: string;
  notBefore: Timestamp;
  createdAt: Timestamp;
  createdBy: string | null;
}

export type DeliveryStatus = "queued" | "sending" | "sent" | "failed";

/** One send to one subscriber: the pair is the key, so nobody is queued twice for a send. */
export interface NewsletterDeliveriesTable {
  sendId: string;
  subscriberId: string;
  status: DeliveryStatus;
  attempts: number;
  nextAttemptAt: Timestamp;
  claimedAt: Timestamp | null;
  lastError: string | null;
  sentAt: Timestamp | null;
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
  /** the Hindi text fields (migration 0010): read by /hi pages, which never show the English ones */
  siteTitleHi: string | null;
  pageTitleHi: string | null;
  metaDescriptionHi: string | null;
  keywordsHi: string | null;
  ogTitleHi: string | null;
  ogDescriptionHi: string | null;
  updatedAt: Timestamp;
}

/** Key/value settings; value is JSON text validated by the settings domain module. */
export interface SettingsTable {
  key: string;
  value: string;
  updatedAt: Timestamp;
}

/** The words of a public page an administrator changed (decision 0043): one row per page and field. */
export interface PageTextsTable {
  page: string;
  field: string;
  value: string;
  updatedAt: Timestamp;
}

/** a field of a record in another language, and the English it was written from (migration 0022) */
export interface ContentTranslationsTable {
  entity: string;
  entityId: string;
  locale: string;
  field: string;
  value: string;
  source: string;
  updatedAt: Timestamp;
}

/**
 * a record's version, the time of its last save, for records with no updated_at of their own (the
 * page texts, a record's Hindi), keyed like the revisions (migration 0025)
 */
export interface RecordVersionsTable {
  entity: string;
  entityId: string;
  version: string;
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

/** A statutory charge's rate from a date on (migration 0011, decision 0034); rows are added, never changed. */
export interface StatutoryRatesTable {
  id: string;
  kind: string;
  segment: string;
  exchange: string;
  side: string;
  /** a BSE scrip group, or "all" (migration 0027) */
  scripGroup: string;
  /** the figure as published, as decimal text ("0.00297") */
  rate: string;
  unit: string;
  /** YYYY-MM-DD */
  effectiveFrom: string;
  sourceName: string;
  sourceUrl: string;
  createdAt: Timestamp;
  /** the administrator who added it; null for the seed */
  createdBy: string | null;
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

/** One lot size of an index or stock derivative, from its effective date until a later row's (issue 24). */
export interface LotSizesTable {
  id: string;
  /** the exchange's symbol, upper case: NIFTY, BANKNIFTY, RELIANCE */
  symbol: string;
  name: string;
  lotSize: number;
  /** the first trading day it applies to (YYYY-MM-DD) */
  effectiveFrom: string;
  /** the circular or notice it comes from */
  source: string;
  createdAt: Timestamp;
}

/** One version of a legal document (decision 0042): never changed once stored. */
export interface LegalDocumentsTable {
  id: string;
  /** terms | privacy | refund | disclaimer (app/domain/legal-documents.ts) */
  kind: string;
  /** 1, 2, 3… per kind */
  version: number;
  /** sanitised HTML; {{setting}} placeholders are filled in when shown */
  body: string;
  /** the first instant it applies: midnight IST of its effective date */
  effectiveAt: Timestamp;
  createdAt: Timestamp;
  /** the administrator's e-mail; null for the seeded versions */
  createdBy: string | null;
}

/**
 * One translation of one legal version (issue 23 part 3, decision 0056): only ever added; the
 * newest row of a (kind, version, language) is that version's text in that language, the earlier
 * ones stay answerable.
 */
export interface LegalTranslationsTable {
  id: string;
  kind: string;
  /** the English version (legal_documents.version) this is the translation of */
  version: number;
  /** "hi" */
  language: string;
  /** sanitised HTML; {{setting}} placeholders are filled in when shown */
  body: string;
  createdAt: Timestamp;
  /** the administrator's e-mail; null for the seeded translations */
  createdBy: string | null;
}

/**
 * One saved state of an editable record (issue 21, decision 0041): insert, read and prune only.
 * `snapshot` is JSON text of the record's editable fields, as the record's module defines them.
 */
export interface RevisionsTable {
  id: string;
  /** the kind of record: "blog", "course", "testimonial", "settings"… */
  entity: string;
  entityId: string;
  /** "save", "restore", or "baseline" (the state found before the first recorded save) */
  action: string;
  snapshot: string;
  savedById: string | null;
  /** the account's name (e-mail) when it saved: still readable after the account is gone */
  savedByName: string;
  savedAt: Timestamp;
  /** for a restore: the revision it brought back */
  restoredFrom: string | null;
}

/** One administrator's unsaved typing in one editor, replaced at every autosave. */
export interface AutosavesTable {
  entity: string;
  /** the record's id, or "new" for a record not created yet */
  entityId: string;
  userId: string;
  /** the version (updatedAt) of the record the typing started from */
  baseVersion: string | null;
  /** JSON text: the form's fields by name */
  fields: string;
  savedAt: Timestamp;
}

export interface Database {
  revisions: RevisionsTable;
  autosaves: AutosavesTable;
  auditEvents: AuditEventsTable;
  rates: RatesTable;
  statutoryRates: StatutoryRatesTable;
  lotSizes: LotSizesTable;
  legalDocuments: LegalDocumentsTable;
  legalTranslations: LegalTranslationsTable;
  secrets: SecretsTable;
  users: UsersTable;
  recoveryCodes: RecoveryCodesTable;
  sessions: SessionsTable;
  loginFailures: LoginFailuresTable;
  pendingSignIns: PendingSignInsTable;
  courses: CoursesTable;
  courseSlugRedirects: CourseSlugRedirectsTable;
  blogs: BlogsTable;
  blogSlugRedirects: BlogSlugRedirectsTable;
  blogKeywords: BlogKeywordsTable;
  blogKeywordCounts: BlogKeywordCountsTable;
  pendingUploads: PendingUploadsTable;
  testimonials: TestimonialsTable;
  contacts: ContactsTable;
  contactRateEvents: ContactRateEventsTable;
  mailOutbox: MailOutboxTable;
  newsletterSubscribers: NewsletterSubscribersTable;
  newsletterSends: NewsletterSendsTable;
  newsletterDeliveries: NewsletterDeliveriesTable;
  explorePrograms: ExploreProgramsTable;
  explorePlatforms: ExplorePlatformsTable;
  seo: SeoTable;
  settings: SettingsTable;
  pageTexts: PageTextsTable;
  recordVersions: RecordVersionsTable;
  contentTranslations: ContentTranslationsTable;
}

export type User = Selectable<UsersTable>;
export type AuditEvent = Selectable<AuditEventsTable>;
export type Rate = Selectable<RatesTable>;
export type LotSizeRow = Selectable<LotSizesTable>;
export type LegalDocumentRow = Selectable<LegalDocumentsTable>;
export type LegalTranslationRow = Selectable<LegalTranslationsTable>;
export type Course = Selectable<CoursesTable>;
export type NewCourse = Insertable<CoursesTable>;
export type CourseUpdate = Updateable<CoursesTable>;
/** a post as the application reads it (its search text stays in the database) */
export type Blog = Omit<Selectable<BlogsTable>, "searchText" | "hindiSearchText">;
export type NewBlog = Insertable<BlogsTable>;
export type Testimonial = Selectable<TestimonialsTable>;
export type NewTestimonial = Insertable<TestimonialsTable>;
// readAt stays optional: code that builds a new message (unread) need not name it.
export type Contact = Omit<Selectable<ContactsTable>, "readAt" | EnquiryColumn> & { readAt?: Timestamp | null } & Partial<Record<EnquiryColumn, string | null>>;
type EnquiryColumn = "noticeLanguage" | "noticeTranslationId" | "courseId" | "courseName" | "preferredBatch" | "callbackTime" | "sourcePage" | "utmSource" | "utmMedium" | "utmCampaign" | "referrerHost";
export type NewContact = Insertable<ContactsTable>;
export type ExploreProgram = Selectable<ExploreProgramsTable>;
export type NewExploreProgram = Insertable<ExploreProgramsTable>;
export type ExplorePlatform = Selectable<ExplorePlatformsTable>;
export type NewExplorePlatform = Insertable<ExplorePlatformsTable>;
export type Subscriber = Selectable<NewsletterSubscribersTable>;
export type SeoRecord = Selectable<SeoTable>;
export type NewSeoRecord = Insertable<SeoTable>;

// Keep ColumnType referenced for future computed columns without an unused-import error.
export type _Unused = ColumnType<never, never, never>;
