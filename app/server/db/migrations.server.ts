import { randomUUID } from "node:crypto";
import { type Kysely, type Migration, PostgresAdapter, sql } from "kysely";
import { normaliseDate } from "../../domain/dates";
import { slugify, splitKeywords } from "../../domain/blog";
import { blogSearchText } from "../blog-search.server";
import type { StatutoryRate } from "../../domain/calculators/statutory-rates";
import { seededLotSizes } from "./lot-sizes-seed.server";
import { bseScripGroupRates, statutoryRateRevisions, statutoryRatesSeed } from "./statutory-rates-seed.server";
import { SEEDED_LEGAL_EFFECTIVE_DATE, seededLegalDocuments } from "./legal-documents-seed.server";
import { seededHindiLegalDocuments } from "./legal-documents-hindi-seed.server";
import { istToUtcIso } from "../../domain/blog";
import { sanitiseHtml } from "../html-sanitiser.server";

/*
 * One set of migrations for both engines. Only portable column types are used: text for ids and
 * ISO timestamps, integer for numbers and 0/1 flags. Migrations are code (not files read at run
 * time) so that they travel inside the server bundle. Never edit a migration that has shipped;
 * add the next one.
 */

// Kysely<any> is the documented type for migrations: they run against the schema as it was then.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- that schema has no type any more
type AnyDb = Kysely<any>;

const initial: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable("users")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("email", "text", (c) => c.notNull().unique())
      .addColumn("password_hash", "text", (c) => c.notNull())
      .addColumn("is_admin", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("last_login_at", "text")
      .execute();

    await db.schema
      .createTable("sessions")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("last_seen_at", "text", (c) => c.notNull())
      .addColumn("expires_at", "text", (c) => c.notNull())
      .addColumn("ip", "text")
      .addColumn("user_agent", "text")
      .execute();
    await db.schema.createIndex("sessions_user_id").on("sessions").column("user_id").execute();
    await db.schema.createIndex("sessions_expires_at").on("sessions").column("expires_at").execute();

    await db.schema
      .createTable("login_failures")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("ip", "text", (c) => c.notNull())
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("login_failures_ip_at").on("login_failures").columns(["ip", "at"]).execute();
    await db.schema
      .createIndex("login_failures_email_at")
      .on("login_failures")
      .columns(["email", "at"])
      .execute();

    await db.schema
      .createTable("courses")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("image", "text", (c) => c.notNull())
      .addColumn("category", "text", (c) => c.notNull())
      .addColumn("description", "text", (c) => c.notNull())
      .addColumn("link", "text", (c) => c.notNull())
      .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("courses_sort_order").on("courses").columns(["sort_order", "created_at"]).execute();

    await db.schema
      .createTable("blogs")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("slug", "text", (c) => c.notNull())
      .addColumn("author", "text", (c) => c.notNull())
      .addColumn("description", "text", (c) => c.notNull())
      .addColumn("keywords", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('Draft', 'Published')`))
      .addColumn("image", "text", (c) => c.notNull())
      .addColumn("tag", "text")
      .addColumn("content", "text")
      .addColumn("date", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("blogs_slug").on("blogs").column("slug").unique().execute();
    await db.schema.createIndex("blogs_date").on("blogs").column("date").execute();
    await db.schema.createIndex("blogs_status_date").on("blogs").columns(["status", "date"]).execute();

    await db.schema
      .createTable("testimonials")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("quote", "text", (c) => c.notNull())
      .addColumn("author", "text", (c) => c.notNull())
      .addColumn("avatar", "text", (c) => c.notNull())
      .addColumn("rating", "integer", (c) => c.notNull().check(sql`rating between 1 and 5`))
      .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('Draft', 'Published')`))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("testimonials_status")
      .on("testimonials")
      .columns(["status", "created_at"])
      .execute();

    await db.schema
      .createTable("contacts")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("first_name", "text", (c) => c.notNull())
      .addColumn("last_name", "text", (c) => c.notNull())
      .addColumn("phone", "text", (c) => c.notNull())
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("message", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("contacts_created_at_desc")
      .on("contacts")
      .expression(sql`created_at desc`)
      .execute();

    await db.schema
      .createTable("explore_programs")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("label", "text", (c) => c.notNull())
      .addColumn("icon", "text", (c) => c.notNull())
      .addColumn("icon_storage_key", "text")
      .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("explore_platforms")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("alt", "text", (c) => c.notNull())
      .addColumn("image", "text", (c) => c.notNull())
      .addColumn("storage_key", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();

    let seo = db.schema.createTable("seo").addColumn("key", "text", (c) => c.primaryKey());
    for (const column of seoTextColumns) seo = seo.addColumn(column, "text");
    await seo.addColumn("updated_at", "text", (c) => c.notNull()).execute();

    // Secrets the instances of one deployment must share (the generated session secret).
    await db.schema
      .createTable("secrets")
      .addColumn("name", "text", (c) => c.primaryKey())
      .addColumn("value", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("settings")
      .addColumn("key", "text", (c) => c.primaryKey())
      .addColumn("value", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
  },
};

const seoTextColumns = [
  "page_path",
  "site_title",
  "page_title",
  "meta_description",
  "keywords",
  "canonical_url",
  "robots_meta",
  "meta_tag",
  "analytics_id",
  "facebook_meta",
  "facebook_pixel",
  "google_meta_pixel",
  "schema_markup",
  "open_graph",
  "twitter_card",
  "alternate_href_lang",
  "custom_meta_tags",
] as const;

/** Reference exchange rates for the calculators: units of each currency for 1 EUR. */
const rates: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable("rates")
      .addColumn("currency", "text", (c) => c.primaryKey())
      // "double precision" is REAL in SQLite (8 bytes) and float8 in PostgreSQL.
      .addColumn("units_per_eur", sql`double precision`, (c) => c.notNull())
      .addColumn("source", "text", (c) => c.notNull())
      .addColumn("as_of", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
  },
};

/*
 * Content management: the pixel size of uploaded images (so pages can give width, height and a
 * srcset without reading the file), a publish time for scheduled posts, the old addresses of
 * renamed posts, and the registry of uploads not yet attached to any record.
 */
const contentManagement: Migration = {
  async up(db: AnyDb) {
    for (const table of ["courses", "blogs", "testimonials", "explore_programs", "explore_platforms"]) {
      await db.schema.alterTable(table).addColumn("image_width", "integer").execute();
      await db.schema.alterTable(table).addColumn("image_height", "integer").execute();
    }
    // Existing posts were published at their date; new ones get it from the editor.
    await db.schema.alterTable("blogs").addColumn("publish_at", "text").execute();
    await db.updateTable("blogs").set({ publish_at: sql`date` }).execute();
    await db.schema.createIndex("blogs_status_publish_at").on("blogs").columns(["status", "publish_at"]).execute();

    await db.schema
      .createTable("blog_slug_redirects")
      .addColumn("old_slug", "text", (c) => c.primaryKey())
      .addColumn("blog_id", "text", (c) => c.notNull().references("blogs.id").onDelete("cascade"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("blog_slug_redirects_blog_id").on("blog_slug_redirects").column("blog_id").execute();

    await db.schema
      .createTable("pending_uploads")
      .addColumn("storage_key", "text", (c) => c.primaryKey())
      .addColumn("purpose", "text", (c) => c.notNull())
      .addColumn("width", "integer")
      .addColumn("height", "integer")
      .addColumn("uploaded_by", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("pending_uploads_created_at").on("pending_uploads").column("created_at").execute();
  },
};

/*
 * The audit trail: who changed what, which record, when. Written in the same transaction as the
 * change it records; the product only ever inserts and reads it (no update or delete path exists).
 */
const auditEvents: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable("audit_events")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("at", "text", (c) => c.notNull())
      // null for the system (automatic removals) and for failed sign-ins by an unknown account
      .addColumn("actor_id", "text")
      .addColumn("actor_email", "text")
      .addColumn("action", "text", (c) => c.notNull())
      .addColumn("entity", "text", (c) => c.notNull())
      .addColumn("entity_id", "text")
      // a short JSON object with what the action needs to be understood, never erased personal data
      .addColumn("detail", "text")
      .addColumn("ip", "text")
      .execute();
    await db.schema.createIndex("audit_events_at").on("audit_events").columns(["at", "id"]).execute();
    await db.schema.createIndex("audit_events_entity_at").on("audit_events").columns(["entity", "at"]).execute();
    await db.schema.createIndex("audit_events_actor_at").on("audit_events").columns(["actor_id", "at"]).execute();
  },
};

/*
 * Contact consent (India's DPDP Act): when the visitor agreed and to which notice version, stored
 * with the message. And the contact form's rate limit, kept in the database so that it holds
 * across instances: one row per accepted message, by client address, pruned after the window.
 */
const contactConsent: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable("contacts").addColumn("consent_at", "text").execute();
    await db.schema.alterTable("contacts").addColumn("notice_version", "text").execute();
    await db.schema
      .createTable("contact_rate_events")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("client", "text", (c) => c.notNull())
      .addColumn("at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("contact_rate_events_client_at").on("contact_rate_events").columns(["client", "at"]).execute();
    // the pruning deletes by time alone
    await db.schema.createIndex("contact_rate_events_at").on("contact_rate_events").column("at").execute();
  },
};

/*
 * Administrators (issue 9): an account can be disabled (kept, but it cannot sign in), and can have
 * two-factor sign-in. The TOTP secret is stored encrypted (decision 0017); the pending one is the
 * secret of a setup not yet confirmed with a first code; the last used time step refuses a replayed
 * code. Recovery codes are stored as hashes and used at most once.
 */
const adminAccounts: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable("users").addColumn("disabled_at", "text").execute();
    await db.schema.alterTable("users").addColumn("totp_secret", "text").execute();
    await db.schema.alterTable("users").addColumn("totp_pending_secret", "text").execute();
    await db.schema.alterTable("users").addColumn("totp_last_step", "integer").execute();
    await db.schema
      .createTable("recovery_codes")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("code_hash", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("used_at", "text")
      .execute();
    await db.schema.createIndex("recovery_codes_user_id").on("recovery_codes").column("user_id").execute();
  },
};

/*
 * The messages inbox (issue 9): a read mark on each message, the indexes its pages, counts and
 * personal-data look-ups use, and the outbox of e-mail notices. The e-mail and phone keys are
 * expression indexes (the same expressions as app/server/inbox/contact-keys.server.ts), so rows
 * written by any code path are found without a second column to keep in step.
 */
const messagesInbox: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable("contacts").addColumn("read_at", "text").execute();
    // keyset pagination: newest first on (created_at, id)
    await db.schema.createIndex("contacts_created_at_id").on("contacts").columns(["created_at", "id"]).execute();
    // the sidebar's unread count reads only unread rows
    await db.schema.createIndex("contacts_unread").on("contacts").column("created_at").where(sql.ref("read_at"), "is", null).execute();
    await db.schema.createIndex("contacts_email_key").on("contacts").expression(sql`lower(trim(email))`).execute();
    await db.schema
      .createIndex("contacts_phone_key")
      .on("contacts")
      .expression(sql`replace(replace(replace(replace(replace(replace(phone, ' ', ''), '-', ''), '(', ''), ')', ''), '+', ''), '.', '')`)
      .execute();

    await db.schema
      .createTable("mail_outbox")
      .addColumn("id", "text", (c) => c.primaryKey())
      // erasing or deleting a message takes its pending notice with it
      .addColumn("contact_id", "text", (c) => c.notNull().references("contacts.id").onDelete("cascade"))
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
      // when the row may next be claimed; a claim pushes it forward by the lease
      .addColumn("next_attempt_at", "text", (c) => c.notNull())
      .addColumn("last_error", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("sent_at", "text")
      .execute();
    await db.schema.createIndex("mail_outbox_due").on("mail_outbox").columns(["status", "next_attempt_at"]).execute();
    await db.schema.createIndex("mail_outbox_contact_id").on("mail_outbox").column("contact_id").execute();
  },
};

/*
 * The blog at scale (10,000 posts): every public read is an indexed one.
 * - Full-text search over the title and the words of the description and content (their plain
 *   text, kept in blogs.search_text by the repository): FTS5 on SQLite (kept by triggers), a
 *   generated tsvector column with a GIN index on PostgreSQL.
 * - Keyword chips: one row per keyword of each Published post (blog_keywords, with the post's date
 *   for ordering) and a count per keyword (blog_keyword_counts), both kept by the repository in the
 *   same transaction as the post.
 * - The list's order (date, then id) with the visibility columns in one index, so a page is found
 *   in the index alone.
 * - Dates stored in one form: any stored in another (a plain date, a locale string) are rewritten.
 */
const blogSearch: Migration = {
  async up(db: AnyDb) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    await db.schema.alterTable("blogs").addColumn("search_text", "text", (c) => c.notNull().defaultTo("")).execute();

    const posts = await db.selectFrom("blogs").select(["id", "description", "content", "date", "publish_at", "keywords", "status"]).execute();
    for (const post of posts) {
      await db
        .updateTable("blogs")
        .set({
          search_text: blogSearchText(post.description, post.content),
          date: normaliseDate(post.date) ?? post.date,
          publish_at: post.publish_at === null ? null : (normaliseDate(post.publish_at) ?? post.publish_at),
        })
        .where("id", "=", post.id)
        .execute();
    }

    await db.schema
      .createTable("blog_keywords")
      .addColumn("keyword", "text", (c) => c.notNull())
      .addColumn("blog_id", "text", (c) => c.notNull().references("blogs.id").onDelete("cascade"))
      .addColumn("date", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("blog_keywords_pk", ["keyword", "blog_id"])
      .execute();
    await db.schema.createIndex("blog_keywords_keyword_date").on("blog_keywords").columns(["keyword", "date", "blog_id"]).execute();
    await db.schema.createIndex("blog_keywords_blog_id").on("blog_keywords").column("blog_id").execute();
    await db.schema
      .createTable("blog_keyword_counts")
      .addColumn("keyword", "text", (c) => c.primaryKey())
      // Published posts with the keyword, scheduled ones included (the reader subtracts those not live yet)
      .addColumn("posts", "integer", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("blog_keyword_counts_posts").on("blog_keyword_counts").columns(["posts", "keyword"]).execute();

    const counts = new Map<string, number>();
    for (const post of posts) {
      if (post.status !== "Published") continue;
      const date = normaliseDate(post.date) ?? post.date;
      for (const keyword of uniqueKeywords(post.keywords)) {
        await db.insertInto("blog_keywords").values({ keyword, blog_id: post.id, date }).execute();
        counts.set(keyword, (counts.get(keyword) ?? 0) + 1);
      }
    }
    for (const [keyword, count] of counts) await db.insertInto("blog_keyword_counts").values({ keyword, posts: count }).execute();

    await db.schema.createIndex("blogs_visible_order").on("blogs").columns(["status", "date", "id", "publish_at"]).execute();

    if (postgres) {
      // 'simple': no stemming and no stop words, so a search finds the same posts on both engines.
      await sql`alter table blogs add column search_vector tsvector generated always as (
        setweight(to_tsvector('simple', title), 'A') || to_tsvector('simple', search_text)) stored`.execute(db);
      await sql`create index blogs_search_vector on blogs using gin (search_vector)`.execute(db);
    } else {
      // Its own copy of the text (not external content): the blogs table has no INTEGER PRIMARY KEY,
      // so its rowids may change on VACUUM; the post's id is kept in an unindexed column instead.
      await sql`create virtual table blogs_fts using fts5(blog_id unindexed, title, search_text, tokenize = 'unicode61 remove_diacritics 2')`.execute(db);
      await sql`insert into blogs_fts (blog_id, title, search_text) select id, title, search_text from blogs`.execute(db);
      await sql`create trigger blogs_fts_insert after insert on blogs begin
        insert into blogs_fts (blog_id, title, search_text) values (new.id, new.title, new.search_text); end`.execute(db);
      await sql`create trigger blogs_fts_delete after delete on blogs begin
        delete from blogs_fts where blog_id = old.id; end`.execute(db);
      await sql`create trigger blogs_fts_update after update of id, title, search_text on blogs begin
        delete from blogs_fts where blog_id = old.id;
        insert into blogs_fts (blog_id, title, search_text) values (new.id, new.title, new.search_text); end`.execute(db);
    }
  },
};

/*
 * Sign-in that strangers cannot break (issue 20, decision 0028). Failed sign-ins are counted per
 * address (an IPv6 /64 counts as one), per account from browsers it does not know, and per known
 * browser (its device cookie), so strangers' failures never lock the owner's own browser out; the
 * account is kept as a keyed hash of the typed e-mail, not the e-mail itself. The old table held at
 * most an hour of counts and is replaced. The half-done sign-in between the password and the code
 * gets a server-side, single-use record bound to the password hash it was started with.
 */
const signInGuards: Migration = {
  async up(db: AnyDb) {
    await db.schema.dropTable("login_failures").execute();
    await db.schema
      .createTable("login_failures")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("address", "text", (c) => c.notNull())
      .addColumn("account", "text", (c) => c.notNull())
      .addColumn("device", "text")
      .addColumn("at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("login_failures_address_at").on("login_failures").columns(["address", "at"]).execute();
    await db.schema.createIndex("login_failures_account_at").on("login_failures").columns(["account", "at"]).execute();
    await db.schema.createIndex("login_failures_device_at").on("login_failures").columns(["device", "at"]).execute();

    await db.schema
      .createTable("pending_sign_ins")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("password_check", "text", (c) => c.notNull())
      .addColumn("failures", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("expires_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("pending_sign_ins_expires_at").on("pending_sign_ins").column("expires_at").execute();
  },
};

/*
 * The Hindi edition (issue 23, decision 0032): each SEO record gains a Hindi version of its text
 * fields. Empty on every record already there, so Hindi pages fall back to their built-in Hindi
 * names and descriptions until someone writes them; nothing English is copied across.
 */
const hindiSeo: Migration = {
  async up(db: AnyDb) {
    for (const column of ["site_title_hi", "page_title_hi", "meta_description_hi", "keywords_hi", "og_title_hi", "og_description_hi"]) {
      await db.schema.alterTable("seo").addColumn(column, "text").execute();
    }
  },
};

/*
 * Statutory rates for the trade charges calculator (issue 24, decision 0034): STT, exchange
 * transaction charges, SEBI fee, stamp duty, IPFT and GST, each a dated row with its source. Rows are
 * only added: a new rate is a new row with the date from which it applies, so a trade is always
 * charged at the rate of its own date. The rate is kept as the decimal text the circular prints
 * (exact, on both engines); the seed is the schedule in force on 25 Nov 2026.
 */
const statutoryRates: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable("statutory_rates")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("segment", "text", (c) => c.notNull())
      .addColumn("exchange", "text", (c) => c.notNull())
      .addColumn("side", "text", (c) => c.notNull())
      .addColumn("rate", "text", (c) => c.notNull())
      .addColumn("unit", "text", (c) => c.notNull())
      .addColumn("effective_from", "text", (c) => c.notNull())
      .addColumn("source_name", "text", (c) => c.notNull())
      .addColumn("source_url", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("created_by", "text")
      .execute();
    await db.schema.createIndex("statutory_rates_kind_from").on("statutory_rates").columns(["kind", "effective_from"]).execute();
    await insertStatutoryRates(db, statutoryRatesSeed);
  },
};

/** Rows of statutory rates as the migrations store them: no author, created now. */
async function insertStatutoryRates(db: AnyDb, rows: readonly StatutoryRate[]) {
  const createdAt = new Date().toISOString();
  for (const row of rows) {
    await db
      .insertInto("statutory_rates")
      .values({
        id: row.id,
        kind: row.kind,
        segment: row.segment,
        exchange: row.exchange,
        side: row.side,
        // the column exists from migration 0027 on; the rows stored before it are all for every group
        ...(row.scripGroup === "all" ? {} : { scrip_group: row.scripGroup }),
        rate: row.rate,
        unit: row.unit,
        effective_from: row.effectiveFrom,
        source_name: row.sourceName,
        source_url: row.sourceUrl,
        created_at: createdAt,
        created_by: null,
      })
      .execute();
  }
}

/*
 * The lot sizes of index and stock derivatives (issue 24, decision 0035): one row per instrument
 * and effective date, so that a revision announced ahead is entered when it is published and
 * takes over on its date, and the old size stays for the record. Seeded with the latest revision
 * known when this was written (lot-sizes-seed.server.ts; decision 0035 lists them; the owner
 * checks them against the circulars). Plain columns and one insert per row: the same on SQLite
 * and PostgreSQL.
 */

const lotSizes: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable("lot_sizes")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("symbol", "text", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("lot_size", "integer", (c) => c.notNull())
      .addColumn("effective_from", "text", (c) => c.notNull())
      .addColumn("source", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addUniqueConstraint("lot_sizes_symbol_effective_from", ["symbol", "effective_from"])
      .execute();
    const createdAt = new Date().toISOString();
    for (const row of seededLotSizes) {
      await db
        .insertInto("lot_sizes")
        .values({ id: randomUUID(), symbol: row.symbol, name: row.name, lot_size: row.lotSize, effective_from: row.effectiveFrom, source: row.source, created_at: createdAt })
        .execute();
    }
  },
};

/*
 * Course pages (issue 22, decision 0039): each course gains an address (a unique slug, made from
 * its name for the courses already there), a Draft/Published status (the courses already there
 * stay public) and its page's facts. The ordered lists (points, curriculum, batches, instructors,
 * FAQ, languages) are JSON text read through the schemas of app/domain/course-page.ts, which both
 * engines store alike; the price is an integer of paise, GST included. Old slugs of renamed
 * courses answer 301, as the blog's do.
 */
const coursePages: Migration = {
  async up(db: AnyDb) {
    const columns: [string, "text" | "integer", string | null][] = [
      ["slug", "text", ""],
      ["status", "text", "Published"],
      ["summary", "text", ""],
      ["learning_points", "text", "[]"],
      ["curriculum", "text", "[]"],
      ["level", "text", null],
      ["languages", "text", "[]"],
      ["total_hours", "integer", null],
      ["format", "text", null],
      ["batches", "text", "[]"],
      ["price_paise", "integer", null],
      ["emi_note", "text", ""],
      ["instructors", "text", "[]"],
      ["faq", "text", "[]"],
    ];
    for (const [name, type, fallback] of columns) {
      await db.schema
        .alterTable("courses")
        .addColumn(name, type, (c) => (fallback === null ? c : c.notNull().defaultTo(fallback)))
        .execute();
    }
    const taken = new Set<string>();
    const courses = await db.selectFrom("courses").select(["id", "name"]).orderBy("sort_order").orderBy("created_at").execute();
    for (const course of courses) {
      const slug = uniqueSlug(slugify(String(course.name)) || "course", taken);
      await db.updateTable("courses").set({ slug }).where("id", "=", course.id).execute();
    }
    await db.schema.createIndex("courses_slug").on("courses").column("slug").unique().execute();
    await db.schema.createIndex("courses_status_order").on("courses").columns(["status", "sort_order", "created_at"]).execute();

    await db.schema
      .createTable("course_slug_redirects")
      .addColumn("old_slug", "text", (c) => c.primaryKey())
      .addColumn("course_id", "text", (c) => c.notNull().references("courses.id").onDelete("cascade"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("course_slug_redirects_course_id").on("course_slug_redirects").column("course_id").execute();
  },
};

/*
 * Roles (issue 21 part 3, decision 0040): every back-office account gets a role, and the accounts
 * already there were administrators, so they stay Administrators. A post gains its owner (who
 * created it; null for the posts written before owners were kept, which are the company's) and the
 * moment its author submitted it for review (null: not awaiting review).
 */
const roles: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable("users").addColumn("role", "text", (c) => c.notNull().defaultTo("administrator")).execute();
    await db.schema.alterTable("blogs").addColumn("owner_id", "text", (c) => c.references("users.id").onDelete("set null")).execute();
    await db.schema.alterTable("blogs").addColumn("submitted_at", "text").execute();
    await db.schema.createIndex("blogs_owner_id").on("blogs").column("owner_id").execute();
  },
};

/*
 * Legal documents with versions (issue 21, decision 0042): each document (terms, privacy, refund,
 * disclaimer) is a list of numbered versions with the instant they take effect (midnight IST of
 * their effective date). A version is never changed once stored: a new text is a new version, and
 * contact-form consents name the privacy version they were given under. Version 1 of each is the
 * complete text written for the demo company, effective 1 November 2026 (or the day the migration
 * runs, if a clock is behind that).
 */
const legalDocuments: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable("legal_documents")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("version", "integer", (c) => c.notNull())
      .addColumn("body", "text", (c) => c.notNull())
      .addColumn("effective_at", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("created_by", "text")
      .addUniqueConstraint("legal_documents_kind_version", ["kind", "version"])
      .execute();
    await db.schema.createIndex("legal_documents_effective_at").on("legal_documents").column("effective_at").execute();
    const now = new Date().toISOString();
    const seeded = istToUtcIso(SEEDED_LEGAL_EFFECTIVE_DATE, "00:00")!;
    const effectiveAt = seeded < now ? seeded : istToUtcIso(new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10), "00:00")!;
    for (const [kind, body] of Object.entries(seededLegalDocuments)) {
      await db
        .insertInto("legal_documents")
        .values({ id: randomUUID(), kind, version: 1, body: sanitiseHtml(body), effective_at: effectiveAt, created_at: now, created_by: null })
        .execute();
    }
  },
};

/*
 * The newsletter (issue 22 part 3, decision 0045). A subscriber is an address with its consent;
 * only a confirmed one receives posts. The confirmation token is never stored: its hash is, with
 * when it was issued (it expires 48 hours later); the mail is queued on the subscriber row itself.
 * A send is one post e-mailed to the subscribers confirmed when it was queued: one delivery row per
 * send and subscriber, whose primary key is the pair, so no address can be queued twice for a send.
 */
const newsletter: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable("newsletter_subscribers")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("email", "text", (c) => c.notNull())
      // the address as compared: trimmed, lower case
      .addColumn("email_key", "text", (c) => c.notNull().unique())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("locale", "text", (c) => c.notNull().defaultTo("en"))
      .addColumn("consent_at", "text", (c) => c.notNull())
      .addColumn("notice_version", "text", (c) => c.notNull())
      .addColumn("confirm_token_hash", "text")
      .addColumn("confirm_issued_at", "text")
      // the confirmation mail: none, pending, sending, sent, failed
      .addColumn("confirm_mail", "text", (c) => c.notNull().defaultTo("none"))
      .addColumn("confirm_attempts", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("confirm_next_at", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("confirmed_at", "text")
      .addColumn("unsubscribed_at", "text")
      .execute();
    await db.schema.createIndex("newsletter_subscribers_status").on("newsletter_subscribers").columns(["status", "created_at"]).execute();
    await db.schema.createIndex("newsletter_subscribers_confirm_mail").on("newsletter_subscribers").columns(["confirm_mail", "confirm_next_at"]).execute();

    await db.schema
      .createTable("newsletter_sends")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("blog_id", "text", (c) => c.notNull().references("blogs.id").onDelete("cascade"))
      .addColumn("subject", "text", (c) => c.notNull())
      // a scheduled post is sent when it goes public
      .addColumn("not_before", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("created_by", "text")
      .execute();
    // one send per post: ticking the choice again on a later save cannot mail the post twice
    await db.schema.createIndex("newsletter_sends_blog_id").on("newsletter_sends").column("blog_id").unique().execute();

    await db.schema
      .createTable("newsletter_deliveries")
      .addColumn("send_id", "text", (c) => c.notNull().references("newsletter_sends.id").onDelete("cascade"))
      .addColumn("subscriber_id", "text", (c) => c.notNull().references("newsletter_subscribers.id").onDelete("cascade"))
      // queued, sending, sent, failed
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("next_attempt_at", "text", (c) => c.notNull())
      .addColumn("claimed_at", "text")
      .addColumn("last_error", "text")
      .addColumn("sent_at", "text")
      .addPrimaryKeyConstraint("newsletter_deliveries_pk", ["send_id", "subscriber_id"])
      .execute();
    await db.schema.createIndex("newsletter_deliveries_due").on("newsletter_deliveries").columns(["status", "next_attempt_at"]).execute();
    await db.schema.createIndex("newsletter_deliveries_subscriber_id").on("newsletter_deliveries").column("subscriber_id").execute();
  },
};

/*
 * Revisions and autosaves (issue 21, decision 0041). A revision is one saved state of an editable
 * record (a post, a course, a testimonial, the settings…): its editable fields as JSON text, who
 * saved it (id, and the name at the time: an account deleted later still names its revisions) and
 * when. Generic on purpose: any record kind is a text key, so later features (page texts, legal
 * documents) use the same table. An autosave is one administrator's unsaved typing in one editor,
 * replaced at every beat, removed when the record is saved or the draft discarded.
 */
const revisions: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable("revisions")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("entity", "text", (c) => c.notNull())
      .addColumn("entity_id", "text", (c) => c.notNull())
      .addColumn("action", "text", (c) => c.notNull())
      .addColumn("snapshot", "text", (c) => c.notNull())
      .addColumn("saved_by_id", "text")
      .addColumn("saved_by_name", "text", (c) => c.notNull())
      .addColumn("saved_at", "text", (c) => c.notNull())
      .addColumn("restored_from", "text")
      .execute();
    await db.schema.createIndex("revisions_entity_saved_at").on("revisions").columns(["entity", "entity_id", "saved_at"]).execute();

    await db.schema
      .createTable("autosaves")
      .addColumn("entity", "text", (c) => c.notNull())
      .addColumn("entity_id", "text", (c) => c.notNull())
      .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("base_version", "text")
      .addColumn("fields", "text", (c) => c.notNull())
      .addColumn("saved_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("autosaves_pk", ["entity", "entity_id", "user_id"])
      .execute();
  },
};

/** `slug`, or `slug-2`, `slug-3`… when an earlier course took it; remembers the one given. */
function uniqueSlug(slug: string, taken: Set<string>): string {
  let candidate = slug;
  for (let n = 2; taken.has(candidate); n++) candidate = `${slug}-${n}`;
  taken.add(candidate);
  return candidate;
}

function uniqueKeywords(keywords: string): string[] {
  return [...new Set(splitKeywords(keywords))];
}

/*
 * Page texts (issue 21, decision 0043): the words of the home page and /about an administrator
 * changed, one row per page and field; a field without a row shows its default. The /about
 * content stored until now as one JSON setting moves into rows of page "about" (its values list
 * stays JSON in one field), so that one screen and one rule serve both pages.
 */
const pageTexts: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable("page_texts")
      .addColumn("page", "text", (c) => c.notNull())
      .addColumn("field", "text", (c) => c.notNull())
      .addColumn("value", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("page_texts_pk", ["page", "field"])
      .execute();
    const about = await db.selectFrom("settings").select(["value", "updated_at"]).where("key", "=", "about").executeTakeFirst();
    if (!about) return;
    let content: Record<string, unknown> = {};
    try {
      const parsed: unknown = JSON.parse(String(about.value));
      if (parsed && typeof parsed === "object") content = parsed as Record<string, unknown>;
    } catch {
      // unreadable: the page showed the fallback, and still does
    }
    const team = (content.team && typeof content.team === "object" ? content.team : {}) as Record<string, unknown>;
    const fields: Record<string, unknown> = {
      title: content.title,
      intro: content.intro,
      mission: content.mission,
      vision: content.vision,
      values: Array.isArray(content.values) ? JSON.stringify(content.values) : undefined,
      teamHeading: team.heading,
      teamText: team.text,
      teamImage: team.image,
      teamImageAlt: team.imageAlt,
    };
    const rows = Object.entries(fields)
      .filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1].trim() !== "")
      .map(([field, value]) => ({ page: "about", field, value, updated_at: String(about.updated_at) }));
    if (rows.length > 0) await db.insertInto("page_texts").values(rows).execute();
    await db.deleteFrom("settings").where("key", "=", "about").execute();
  },
};

/*
 * Course enquiries (issue 22, decision 0044): a message from a course page names its course (by
 * id, with the name it had then, so a renamed or deleted course still reads right), the batch or
 * callback time chosen, the page it was sent from, its campaign (utm_source, utm_medium,
 * utm_campaign) and the referrer's host. They are columns of the message's own row, so the
 * retention that removes the message, and a person's erasure, remove them with it.
 */
const courseEnquiries: Migration = {
  async up(db: AnyDb) {
    for (const column of ["course_id", "course_name", "preferred_batch", "callback_time", "source_page", "utm_source", "utm_medium", "utm_campaign", "referrer_host"]) {
      await db.schema.alterTable("contacts").addColumn(column, "text").execute();
    }
    // the inbox's course and source filters, and the dashboard's enquiries per course, walk these
    await db.schema.createIndex("contacts_course_created_at").on("contacts").columns(["course_id", "created_at"]).execute();
    await db.schema.createIndex("contacts_utm_source_created_at").on("contacts").columns(["utm_source", "created_at"]).execute();
  },
};

/*
 * Page-text versions (issue 21, decision 0041): the page texts are one row per changed field, so a
 * page's version (the time of its last save) is kept in a row of its own. A save claims it with an
 * UPDATE … WHERE version = the one the form was loaded from, which on PostgreSQL locks the row: of
 * two saves racing from the same version exactly one is written.
 */
const pageVersions: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable("page_versions")
      .addColumn("page", "text", (c) => c.primaryKey())
      .addColumn("version", "text", (c) => c.notNull())
      .execute();
  },
};

/*
 * A testimonial may name the course it is about (issue 22): the course's page shows those first.
 * No foreign key (SQLite cannot add one to an existing table): deleting a course clears the link in
 * the same transaction.
 */
const testimonialCourse: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable("testimonials").addColumn("course_id", "text").execute();
  },
};

/*
 * Content in two languages (issue 23, part 3; decision 0046): a record's field in another language,
 * with the English text it was written from (`source`), so that an English change after it shows
 * as "needs translation". One table for every kind of content, keyed like the revisions.
 */
const contentTranslations: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable("content_translations")
      .addColumn("entity", "text", (c) => c.notNull())
      .addColumn("entity_id", "text", (c) => c.notNull())
      .addColumn("locale", "text", (c) => c.notNull())
      .addColumn("field", "text", (c) => c.notNull())
      .addColumn("value", "text", (c) => c.notNull())
      .addColumn("source", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("content_translations_pk", ["entity", "entity_id", "locale", "field"])
      .execute();
  },
};

/*
 * Statutory rates after the seed (decision 0048): NSE's IPFT on options premium corrected from the
 * seed's date, and the STT on futures and options of the Finance Act, 2026 from 1 April 2026. Added
 * rows, as an administrator would add them, so every trade keeps the rate of its own date; dated in
 * the past, which the admin screen does not allow, because the rates were in force then.
 */
const statutoryRateRevisionsMigration: Migration = {
  async up(db: AnyDb) {
    await insertStatutoryRates(db, statutoryRateRevisions);
  },
};

/*
 * BSE's scrip groups (decision 0048): a rate may be for one group of BSE's equity segment, and the
 * X, XT, Z and ZP groups' exchange charge (₹10,000 per crore) is stored for delivery and intraday.
 * Every row already stored is for all groups.
 */
const bseScripGroups: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable("statutory_rates").addColumn("scrip_group", "text", (c) => c.notNull().defaultTo("all")).execute();
    await insertStatutoryRates(db, bseScripGroupRates);
  },
};

/*
 * Posts in Hindi (issue 23, part 3; decision 0051). A post's Hindi texts are content translations
 * (decision 0046); two things about them must be found by an index, so they live on the post:
 * - `hindi_slug`, the post's optional address under /hi (Devanagari or Latin), unique among posts;
 * - `hindi_search_text`, the plain words of its Hindi title, summary and body, searched with the
 *   English ones.
 * SQLite's FTS5 table is made again with a tokenizer that keeps combining marks inside words: with
 * unicode61's default categories ("L* N* Co") a matra or virama separates tokens, so "व्यापार"
 * was indexed as व | य | प | र and a search for "मत" found "क़ीमत". PostgreSQL's generated
 * tsvector gains the Hindi words ('simple' config: no stemming, no stop words, as for English).
 */
const blogHindi: Migration = {
  async up(db: AnyDb) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    await db.schema.alterTable("blogs").addColumn("hindi_slug", "text").execute();
    await db.schema.alterTable("blogs").addColumn("hindi_search_text", "text", (c) => c.notNull().defaultTo("")).execute();
    // unique where set: NULLs (no Hindi address) do not collide on either engine
    await db.schema.createIndex("blogs_hindi_slug").on("blogs").column("hindi_slug").unique().execute();
    if (postgres) {
      await sql`drop index if exists blogs_search_vector`.execute(db);
      await sql`alter table blogs drop column search_vector`.execute(db);
      await sql`alter table blogs add column search_vector tsvector generated always as (
        setweight(to_tsvector('simple', title), 'A') || to_tsvector('simple', search_text) || to_tsvector('simple', hindi_search_text)) stored`.execute(db);
      await sql`create index blogs_search_vector on blogs using gin (search_vector)`.execute(db);
    } else {
      await sql`drop trigger if exists blogs_fts_insert`.execute(db);
      await sql`drop trigger if exists blogs_fts_delete`.execute(db);
      await sql`drop trigger if exists blogs_fts_update`.execute(db);
      await sql`drop table if exists blogs_fts`.execute(db);
      await sql`create virtual table blogs_fts using fts5(blog_id unindexed, title, search_text, hindi_search_text, tokenize = "unicode61 remove_diacritics 2 categories 'L* N* Co M*'")`.execute(db);
      await sql`insert into blogs_fts (blog_id, title, search_text, hindi_search_text) select id, title, search_text, hindi_search_text from blogs`.execute(db);
      await sql`create trigger blogs_fts_insert after insert on blogs begin
        insert into blogs_fts (blog_id, title, search_text, hindi_search_text) values (new.id, new.title, new.search_text, new.hindi_search_text); end`.execute(db);
      await sql`create trigger blogs_fts_delete after delete on blogs begin
        delete from blogs_fts where blog_id = old.id; end`.execute(db);
      await sql`create trigger blogs_fts_update after update of id, title, search_text, hindi_search_text on blogs begin
        delete from blogs_fts where blog_id = old.id;
        insert into blogs_fts (blog_id, title, search_text, hindi_search_text) values (new.id, new.title, new.search_text, new.hindi_search_text); end`.execute(db);
    }
  },
};

/*
 * Record versions (issue 21, decisions 0041 and 0052): a version row for every record whose saves
 * are checked but which has no row of its own to carry an updated_at (a page's texts are one row per
 * field, a record's Hindi one row per box). Keyed like the revisions (entity, entity_id), so the
 * Hindi of a page, a course or a post is versioned as "home-page-hi"/"home", "course-hi"/id,
 * "post-hi"/id. A save claims its row with an UPDATE … WHERE version = the one its form was loaded
 * from (or an insert that does nothing when a row appeared): of two saves racing from the same
 * version exactly one is written. The page texts' versions (0020) move here, so one claim serves all.
 */
const recordVersions: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable("record_versions")
      .addColumn("entity", "text", (c) => c.notNull())
      .addColumn("entity_id", "text", (c) => c.notNull())
      .addColumn("version", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("record_versions_pk", ["entity", "entity_id"])
      .execute();
    // the English page texts' revisions are "home-page" and "about-page", their record the page
    await sql`insert into record_versions (entity, entity_id, version) select page || '-page', page, version from page_versions`.execute(db);
    await db.schema.dropTable("page_versions").execute();
  },
};

/*
 * The legal documents in Hindi (issue 23 part 3, decision 0056). A translation belongs to one
 * English version: rows are only ever added, and the newest row of a (kind, version, language) is
 * that version's Hindi, so a Hindi text once shown stays answerable. The seeded version 1 of each
 * document (created_by null) receives its Hindi text; a version an administrator wrote since has
 * none until one is saved for it.
 */
const legalHindi: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable("legal_translations")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("version", "integer", (c) => c.notNull())
      .addColumn("language", "text", (c) => c.notNull())
      .addColumn("body", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("created_by", "text")
      .execute();
    await db.schema.createIndex("legal_translations_version").on("legal_translations").columns(["kind", "version", "language", "created_at"]).execute();
    const seeded = await db.selectFrom("legal_documents").select(["kind"]).where("version", "=", 1).where("created_by", "is", null).execute();
    const now = new Date().toISOString();
    for (const { kind } of seeded) {
      const body = seededHindiLegalDocuments[kind as keyof typeof seededHindiLegalDocuments];
      if (!body) continue;
      await db
        .insertInto("legal_translations")
        .values({ id: randomUUID(), kind, version: 1, language: "hi", body: sanitiseHtml(body), created_at: now, created_by: null })
        .execute();
    }
  },
};

/*
 * What a consent given on a Hindi page read (decision 0059): the page's language, and the Hindi
 * text of the privacy version that /hi/privacy-policy showed then (a `legal_translations` row,
 * whose rows are never changed), or none when that version had no Hindi and its English was shown.
 */
const consentLanguage: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable("contacts").addColumn("notice_language", "text").execute();
    await db.schema.alterTable("contacts").addColumn("notice_translation_id", "text").execute();
  },
};

export const migrations: Record<string, Migration> = {
  "0001-initial": initial,
  "0002-rates": rates,
  "0003-content-management": contentManagement,
  "0004-audit-events": auditEvents,
  "0005-blog-search": blogSearch,
  "0006-contact-consent": contactConsent,
  "0007-admin-accounts": adminAccounts,
  "0008-messages-inbox": messagesInbox,
  "0009-sign-in-guards": signInGuards,
  "0010-hindi-seo": hindiSeo,
  "0011-statutory-rates": statutoryRates,
  "0012-lot-sizes": lotSizes,
  "0013-course-pages": coursePages,
  "0014-roles": roles,
  "0015-revisions": revisions,
  "0016-legal-documents": legalDocuments,
  "0017-page-texts": pageTexts,
  "0018-course-enquiries": courseEnquiries,
  "0019-newsletter": newsletter,
  "0020-page-versions": pageVersions,
  "0021-testimonial-course": testimonialCourse,
  "0022-content-translations": contentTranslations,
  "0023-statutory-rate-revisions": statutoryRateRevisionsMigration,
  "0024-blog-hindi": blogHindi,
  "0025-record-versions": recordVersions,
  "0027-bse-scrip-groups": bseScripGroups,
  "0028-legal-hindi": legalHindi,
  "0029-consent-language": consentLanguage,
};
