import { inTransaction } from "../db/transactions.server";
import { PostgresAdapter, sql, type ExpressionBuilder, type Kysely, type SelectQueryBuilder } from "kysely";
import { newId, nowIso } from "../db/ids.server";
import type { Blog, Database, NewBlog } from "../db/schema.server";
import { splitKeywords } from "../../domain/blog";
import { normaliseDate, type DateInput } from "../../domain/dates";
import { seoKeyOfPath } from "../../domain/seo/seo-fields";
import { blogSearchText } from "../blog-search.server";

/** A post as written: its date may arrive in any form the spec allows; it is stored in one (ISO UTC). */
export type BlogInput = Omit<NewBlog, "id" | "createdAt" | "updatedAt" | "searchText" | "hindiSearchText" | "hindiSlug" | "date" | "publishAt"> & {
  date: DateInput;
  publishAt?: DateInput | null;
};

/*
 * Public readers are named as such and only ever return what a visitor may see: Published posts
 * whose publish time has come (none: at once). A scheduled post thus appears by itself when its
 * time comes, with no job to run. (The old site listed drafts publicly; see docs/decisions 0006.)
 *
 * Writers keep the search text, the keyword rows and the keyword counts in the same transaction
 * as the post, so the list's indexes never disagree with the posts (see migration 0005).
 */

/** Every column of a post except its search text (and PostgreSQL's tsvector): what readers get. */
const BLOG_COLUMNS = [
  "blogs.id",
  "blogs.title",
  "blogs.slug",
  "blogs.author",
  "blogs.description",
  "blogs.keywords",
  "blogs.status",
  "blogs.image",
  "blogs.imageWidth",
  "blogs.imageHeight",
  "blogs.tag",
  "blogs.content",
  "blogs.date",
  "blogs.publishAt",
  "blogs.ownerId",
  "blogs.submittedAt",
  "blogs.hindiSlug",
  "blogs.createdAt",
  "blogs.updatedAt",
] as const;

/** What a card of the list shows: no content read. */
const CARD_COLUMNS = ["blogs.id", "blogs.title", "blogs.slug", "blogs.hindiSlug", "blogs.image", "blogs.imageWidth", "blogs.imageHeight", "blogs.date", "blogs.description", "blogs.tag", "blogs.keywords"] as const;

export type BlogCard = Pick<Blog, "id" | "title" | "slug" | "hindiSlug" | "image" | "imageWidth" | "imageHeight" | "date" | "description" | "tag" | "keywords">;

/** The one rule of what visitors see, used by every public reader so they cannot drift apart. */
function visibleToVisitors(now: string) {
  return (eb: ExpressionBuilder<Database, "blogs">) =>
    eb.and([eb("blogs.status", "=", "Published"), eb.or([eb("blogs.publishAt", "is", null), eb("blogs.publishAt", "<=", now)])]);
}

/**
 * Which posts a public list offers: all visible ones, or only those that read in Hindi (the Hindi
 * blog when the settings hide English posts there; decision 0057).
 */
export interface PostScope {
  hindiOnly?: boolean;
}

/**
 * Posts that read in Hindi, in SQL: every text that has English has a Hindi written from today's
 * English (the rule of app/domain/blog-translation.ts, isPostTranslated, which the page applies to
 * the post it shows; the integration tests hold the two to the same answers). Each test is one
 * look-up on content_translations' primary key.
 */
function readsInHindi() {
  return (eb: ExpressionBuilder<Database, "blogs">) => {
    const current = (field: "title" | "description" | "content") =>
      eb.exists(
        eb
          .selectFrom("contentTranslations")
          .select("contentTranslations.field")
          // (the entity name of app/server/blog-translations.server.ts, BLOG_ENTITY)
          .where("contentTranslations.entity", "=", "blog")
          .whereRef("contentTranslations.entityId", "=", "blogs.id")
          .where("contentTranslations.locale", "=", "hi")
          .where("contentTranslations.field", "=", field)
          .whereRef("contentTranslations.source", "=", `blogs.${field}`),
      );
    const blank = (field: "title" | "description" | "content") => eb(eb.fn("trim", [eb.fn.coalesce(`blogs.${field}`, sql.lit(""))]), "=", "");
    return eb.and((["title", "description", "content"] as const).map((field) => eb.or([blank(field), current(field)])));
  };
}

/** The visible posts of this scope. */
function inScope(scope: PostScope, now: string) {
  return (eb: ExpressionBuilder<Database, "blogs">) => (scope.hindiOnly ? eb.and([visibleToVisitors(now)(eb), readsInHindi()(eb)]) : visibleToVisitors(now)(eb));
}

function isPostgres(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function listPublishedBlogs(db: Kysely<Database>, limit?: number, now = nowIso()): Promise<Blog[]> {
  let query = db.selectFrom("blogs").select(BLOG_COLUMNS).where(visibleToVisitors(now)).orderBy("blogs.date", "desc").orderBy("blogs.id", "desc");
  if (limit !== undefined) query = query.limit(limit);
  return query.execute();
}

export interface VisiblePostsQuery {
  /** 1-based */
  page: number;
  pageSize: number;
  /** the words to find (already reduced to letters and digits); none: no search */
  words: string[];
  keyword: string | null;
  /** only posts that read in Hindi (the Hindi blog, when the settings hide English posts) */
  hindiOnly?: boolean;
}

/**
 * One page of the posts visitors see, newest first, optionally of one keyword and/or matching a
 * search, and how many there are in all. Every step is indexed: the page's ids come from an index
 * (the list order, a keyword's rows, or the full-text index) and only those twelve rows are read.
 */
export async function listVisiblePostsPage(db: Kysely<Database>, query: VisiblePostsQuery, now = nowIso()): Promise<{ posts: BlogCard[]; total: number }> {
  const offset = (query.page - 1) * query.pageSize;
  const search = query.words.length > 0 ? searchCondition(db, query.words) : null;
  const { keyword } = query;

  if (keyword && !search && !query.hindiOnly) {
    // A keyword's rows come in date order from (keyword, date, blog_id); its count is kept.
    const ids = db
      .selectFrom("blogKeywords")
      .innerJoin("blogs", "blogs.id", "blogKeywords.blogId")
      .select("blogKeywords.blogId")
      .where("blogKeywords.keyword", "=", keyword)
      .where(visibleToVisitors(now))
      .orderBy("blogKeywords.date", "desc")
      .orderBy("blogKeywords.blogId", "desc")
      .limit(query.pageSize)
      .offset(offset);
    const [posts, total] = await Promise.all([cardsOf(db, ids), countOfKeyword(db, keyword, now)]);
    return { posts, total };
  }

  let filtered = db.selectFrom("blogs").where(inScope(query, now));
  if (search) filtered = filtered.where(search);
  if (keyword) {
    filtered = filtered.where((eb) =>
      eb.exists(eb.selectFrom("blogKeywords").select("blogKeywords.blogId").where("blogKeywords.keyword", "=", keyword).whereRef("blogKeywords.blogId", "=", "blogs.id")),
    );
  }
  const ids = filtered.select("blogs.id").orderBy("blogs.date", "desc").orderBy("blogs.id", "desc").limit(query.pageSize).offset(offset);
  const [posts, count] = await Promise.all([cardsOf(db, ids), filtered.select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirstOrThrow()]);
  return { posts, total: Number(count.count) };
}

/** The cards of a page, given the query that picks their ids (a deferred join: only these rows are read). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query selecting one id column
function cardsOf(db: Kysely<Database>, ids: SelectQueryBuilder<any, any, Record<string, string>>): Promise<BlogCard[]> {
  return db
    .selectFrom("blogs")
    .select(CARD_COLUMNS)
    .where("blogs.id", "in", ids)
    .orderBy("blogs.date", "desc")
    .orderBy("blogs.id", "desc")
    .execute();
}

/**
 * Full-text match of every word as a prefix: FTS5's MATCH on SQLite, the generated tsvector's
 * GIN index on PostgreSQL. The words hold only letters and digits, so neither query language's
 * syntax can be injected; they are passed as bound parameters all the same.
 */
function searchCondition(db: Kysely<Database>, words: string[]) {
  if (isPostgres(db)) {
    const tsquery = words.map((word) => `${word}:*`).join(" & ");
    return sql<boolean>`blogs.search_vector @@ to_tsquery('simple', ${tsquery})`;
  }
  const match = words.map((word) => `"${word}"*`).join(" ");
  return sql<boolean>`blogs.id in (select blog_id from blogs_fts where blogs_fts match ${match})`;
}

/** Posts visitors see with this keyword: the kept count, less those still scheduled. */
async function countOfKeyword(db: Kysely<Database>, keyword: string, now: string): Promise<number> {
  const [kept, pending] = await Promise.all([
    db.selectFrom("blogKeywordCounts").select("posts").where("keyword", "=", keyword).executeTakeFirst(),
    pendingKeywordCounts(db, now, keyword),
  ]);
  return Math.max(0, (kept?.posts ?? 0) - (pending.get(keyword) ?? 0));
}

/**
 * Keywords of Published posts whose publish time is still ahead, with how many: few rows, found
 * through the (status, publish_at) index. The kept counts include these posts; readers subtract them.
 */
async function pendingKeywordCounts(db: Kysely<Database>, now: string, keyword?: string): Promise<Map<string, number>> {
  let query = db
    .selectFrom("blogs")
    .innerJoin("blogKeywords", "blogKeywords.blogId", "blogs.id")
    .select(["blogKeywords.keyword", (eb) => eb.fn.countAll<number | string>().as("count")])
    .where("blogs.status", "=", "Published")
    .where("blogs.publishAt", ">", now)
    .groupBy("blogKeywords.keyword");
  if (keyword) query = query.where("blogKeywords.keyword", "=", keyword);
  const rows = await query.execute();
  return new Map(rows.map((row) => [row.keyword, Number(row.count)]));
}

export interface KeywordChip {
  keyword: string;
  count: number;
}

/** The most used keywords of the posts visitors see, with their counts (most used first, then A–Z). */
export async function listKeywordChips(db: Kysely<Database>, limit: number, now = nowIso(), scope: PostScope = {}): Promise<KeywordChip[]> {
  if (scope.hindiOnly) return listHindiKeywordChips(db, limit, now);
  const [kept, pending] = await Promise.all([
    // a margin over the limit: a keyword whose posts are all still scheduled drops out below
    db.selectFrom("blogKeywordCounts").select(["keyword", "posts"]).orderBy("posts", "desc").orderBy("keyword", "asc").limit(limit + 20).execute(),
    pendingKeywordCounts(db, now),
  ]);
  return kept
    .map((row) => ({ keyword: row.keyword, count: row.posts - (pending.get(row.keyword) ?? 0) }))
    .filter((chip) => chip.count > 0)
    .sort((a, b) => b.count - a.count || (a.keyword < b.keyword ? -1 : a.keyword > b.keyword ? 1 : 0))
    .slice(0, limit);
}

/**
 * The chips of the Hindi blog when it lists only posts in Hindi: counted from those posts' keyword
 * rows (the kept counts are of every post; posts in Hindi are the few).
 */
async function listHindiKeywordChips(db: Kysely<Database>, limit: number, now: string): Promise<KeywordChip[]> {
  const rows = await db
    .selectFrom("blogKeywords")
    .innerJoin("blogs", "blogs.id", "blogKeywords.blogId")
    .select(["blogKeywords.keyword", (eb) => eb.fn.countAll<number | string>().as("count")])
    .where(inScope({ hindiOnly: true }, now))
    .groupBy("blogKeywords.keyword")
    .orderBy("count", "desc")
    .orderBy("blogKeywords.keyword", "asc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ keyword: row.keyword, count: Number(row.count) }));
}

/**
 * The newest posts visitors can read, with their bodies, of one keyword or of all: what the feeds
 * carry (decision 0037). A keyword's posts come from the (keyword, date, blog_id) index.
 */
export async function listPublishedBlogsForFeed(db: Kysely<Database>, query: { keyword: string | null; limit: number; hindiOnly?: boolean }, now = nowIso()): Promise<Blog[]> {
  let posts = db.selectFrom("blogs").select(BLOG_COLUMNS).where(inScope(query, now));
  if (query.keyword) {
    const ids = db.selectFrom("blogKeywords").select("blogKeywords.blogId").where("blogKeywords.keyword", "=", query.keyword);
    posts = posts.where("blogs.id", "in", ids);
  }
  return posts.orderBy("blogs.date", "desc").orderBy("blogs.id", "desc").limit(query.limit).execute();
}

/** The visible posts sharing any of these keywords with a post, with how many each shares (most first, then newest). */
export async function listPostsSharingKeywords(
  db: Kysely<Database>,
  post: { id: string; keywords: string[] },
  limit: number,
  now = nowIso(),
  scope: PostScope = {},
): Promise<{ id: string; date: string; shared: number }[]> {
  if (post.keywords.length === 0) return [];
  const rows = await db
    .selectFrom("blogKeywords")
    .innerJoin("blogs", "blogs.id", "blogKeywords.blogId")
    .select(["blogs.id", "blogs.date", (eb) => eb.fn.countAll<number | string>().as("shared")])
    .where("blogKeywords.keyword", "in", post.keywords)
    .where("blogs.id", "!=", post.id)
    .where(inScope(scope, now))
    .groupBy(["blogs.id", "blogs.date"])
    .orderBy("shared", "desc")
    .orderBy("blogs.date", "desc")
    .orderBy("blogs.id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: row.id, date: row.date, shared: Number(row.shared) }));
}

/** The newest visible posts as cards' dates and ids (what fills "related" when few share a keyword). */
export async function listNewestPostIds(db: Kysely<Database>, limit: number, now = nowIso(), scope: PostScope = {}): Promise<{ id: string; date: string }[]> {
  return db.selectFrom("blogs").select(["blogs.id", "blogs.date"]).where(inScope(scope, now)).orderBy("blogs.date", "desc").orderBy("blogs.id", "desc").limit(limit).execute();
}

/** These visible posts as cards (in no particular order). */
export async function listCardsByIds(db: Kysely<Database>, ids: string[], now = nowIso()): Promise<BlogCard[]> {
  if (ids.length === 0) return [];
  return db.selectFrom("blogs").select(CARD_COLUMNS).where("blogs.id", "in", ids).where(visibleToVisitors(now)).execute();
}

export interface PostLink {
  id: string;
  slug: string;
  /** its address under /hi when it has its own (decision 0051) */
  hindiSlug: string | null;
  title: string;
}

/**
 * The visible posts just before and after this one in the list's order (date, then id): `older` is
 * the one below it on /blog, `newer` the one above.
 */
export async function findNeighbourPosts(
  db: Kysely<Database>,
  post: { id: string; date: string },
  now = nowIso(),
  scope: PostScope = {},
): Promise<{ older: PostLink | null; newer: PostLink | null }> {
  const base = db.selectFrom("blogs").select(["blogs.id", "blogs.slug", "blogs.hindiSlug", "blogs.title"]).where(inScope(scope, now)).where("blogs.id", "!=", post.id);
  const [older, newer] = await Promise.all([
    base
      .where((eb) => eb.or([eb("blogs.date", "<", post.date), eb.and([eb("blogs.date", "=", post.date), eb("blogs.id", "<", post.id)])]))
      .orderBy("blogs.date", "desc")
      .orderBy("blogs.id", "desc")
      .limit(1)
      .executeTakeFirst(),
    base
      .where((eb) => eb.or([eb("blogs.date", ">", post.date), eb.and([eb("blogs.date", "=", post.date), eb("blogs.id", ">", post.id)])]))
      .orderBy("blogs.date", "asc")
      .orderBy("blogs.id", "asc")
      .limit(1)
      .executeTakeFirst(),
  ]);
  return { older: older ?? null, newer: newer ?? null };
}

/** The address and last change of every visible post, newest first: what sitemap.xml lists (no bodies read). */
export async function listPublishedSlugs(db: Kysely<Database>, now = nowIso()): Promise<{ slug: string; hindiSlug: string | null; title: string; updatedAt: string }[]> {
  return db.selectFrom("blogs").select(["slug", "hindiSlug", "title", "updatedAt"]).where(visibleToVisitors(now)).orderBy("date", "desc").execute();
}

/** Whether visitors can read the post at this slug now (one indexed look-up, no body read). */
export async function isPostVisible(db: Kysely<Database>, slug: string, now = nowIso()): Promise<boolean> {
  return Boolean(await db.selectFrom("blogs").select("id").where("slug", "=", slug).where(visibleToVisitors(now)).executeTakeFirst());
}

export async function findPublishedBlogBySlug(db: Kysely<Database>, slug: string, now = nowIso()): Promise<Blog | undefined> {
  return db.selectFrom("blogs").select(BLOG_COLUMNS).where("slug", "=", slug).where(visibleToVisitors(now)).executeTakeFirst();
}

/** A visible post by its Hindi address (decision 0051; one look-up on the unique index). */
export async function findPublishedBlogByHindiSlug(db: Kysely<Database>, hindiSlug: string, now = nowIso()): Promise<Blog | undefined> {
  return db.selectFrom("blogs").select(BLOG_COLUMNS).where("hindiSlug", "=", hindiSlug).where(visibleToVisitors(now)).executeTakeFirst();
}

/**
 * Whether another post holds this address under /hi: as its Hindi slug, or as its English one (which
 * works under /hi too). One address, one post, in either language.
 */
export async function isHindiSlugTaken(db: Kysely<Database>, hindiSlug: string, exceptId: string): Promise<boolean> {
  const row = await db
    .selectFrom("blogs")
    .select("id")
    .where((eb) => eb.or([eb("hindiSlug", "=", hindiSlug), eb("slug", "=", hindiSlug)]))
    .where("id", "!=", exceptId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The bodies of these posts' English (id, title, description, content): what decides whether their Hindi is current. */
export async function listPostTextsByIds(db: Kysely<Database>, ids: readonly string[]): Promise<Pick<Blog, "id" | "title" | "description" | "content">[]> {
  if (ids.length === 0) return [];
  return db.selectFrom("blogs").select(["id", "title", "description", "content"]).where("id", "in", [...ids]).execute();
}

/**
 * A post's Hindi address and the words of its Hindi that search reads, kept with its Hindi texts in
 * the caller's transaction. Its version (updated_at) stays: that is its English's.
 */
export async function setPostHindi(db: Kysely<Database>, id: string, hindi: { hindiSlug: string | null; hindiSearchText: string }): Promise<void> {
  await db.updateTable("blogs").set(hindi).where("id", "=", id).execute();
}

/**
 * Where an old address of a visible post leads now: the post's current slug. A redirect points
 * at the post, not at the next slug, so a chain of renames (A→B→C) always lands on C in one step.
 */
export async function findPublishedSlugRedirect(db: Kysely<Database>, oldSlug: string, now = nowIso()): Promise<string | undefined> {
  const row = await db
    .selectFrom("blogSlugRedirects")
    .innerJoin("blogs", "blogs.id", "blogSlugRedirects.blogId")
    .select("blogs.slug")
    .where("blogSlugRedirects.oldSlug", "=", oldSlug)
    .where(visibleToVisitors(now))
    .executeTakeFirst();
  return row?.slug;
}

/**
 * The moment the public pages next change by themselves (a scheduled post going live), or null.
 * One look-up on the (status, publish_at) index; the page cache asks when it stores a page.
 */
export async function findNextScheduledPublishAt(db: Kysely<Database>, now = nowIso()): Promise<string | null> {
  const row = await db
    .selectFrom("blogs")
    .select("publishAt")
    .where("status", "=", "Published")
    .where("publishAt", ">", now)
    .orderBy("publishAt", "asc")
    .limit(1)
    .executeTakeFirst();
  return row?.publishAt ?? null;
}

/** Admin reader: every post (drafts and scheduled ones too), newest first. */
export async function listAllBlogs(db: Kysely<Database>): Promise<Blog[]> {
  return db.selectFrom("blogs").select(BLOG_COLUMNS).orderBy("date", "desc").orderBy("createdAt", "desc").execute();
}

/** Admin reader: any post by id, whatever its status. */
export async function findBlogById(db: Kysely<Database>, id: string): Promise<Blog | undefined> {
  return db.selectFrom("blogs").select(BLOG_COLUMNS).where("id", "=", id).executeTakeFirst();
}

export async function isSlugTaken(db: Kysely<Database>, slug: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom("blogs").select("id").where("slug", "=", slug);
  if (exceptId) query = query.where("id", "!=", exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Old redirect rows of this slug are dropped: the address now belongs to the post that took it. */
export async function createBlog(db: Kysely<Database>, input: BlogInput): Promise<Blog> {
  return inTransaction(db, async (trx) => {
    const now = nowIso();
    const [blog] = await insertBlogs(trx, [{ ...input, createdAt: now, updatedAt: now }]);
    return blog!;
  });
}

/**
 * Inserts posts with their search text and keyword rows, inside the caller's transaction (the demo
 * seed uses it too, so seeded posts are searchable and counted like any other).
 */
export async function insertBlogs(trx: Kysely<Database>, inputs: (BlogInput & { createdAt: string; updatedAt: string })[]): Promise<Blog[]> {
  const blogs: Blog[] = [];
  for (const input of inputs) {
    const blog: Blog = {
      id: newId(),
      ...input,
      date: storedDate(input.date),
      tag: input.tag ?? null,
      content: input.content ?? null,
      publishAt: input.publishAt === null || input.publishAt === undefined ? null : storedDate(input.publishAt),
      imageWidth: input.imageWidth ?? null,
      imageHeight: input.imageHeight ?? null,
      ownerId: input.ownerId ?? null,
      submittedAt: input.submittedAt ?? null,
      hindiSlug: null,
    };
    await trx.deleteFrom("blogSlugRedirects").where("oldSlug", "=", blog.slug).execute();
    await trx.insertInto("blogs").values({ ...blog, searchText: blogSearchText(blog.description, blog.content) }).execute();
    await reindexKeywords(trx, undefined, blog);
    blogs.push(blog);
  }
  return blogs;
}

/** A date in the stored form; one that is no date at all is refused rather than stored as typed. */
function storedDate(value: DateInput): string {
  const normal = normaliseDate(value);
  if (!normal) throw new RangeError(`not a date: ${String(value)}`);
  return normal;
}

/**
 * The post as it is before a change, read under a row lock on PostgreSQL so that two saves of one
 * post cannot both count its old keywords away. (SQLite runs one write transaction at a time.)
 */
function lockedForChange<Q extends { forUpdate(): Q }>(trx: Kysely<Database>, query: Q): Q {
  return isPostgres(trx) ? query.forUpdate() : query;
}

type KeywordState = Pick<Blog, "id" | "status" | "keywords" | "date">;

const keywordsOf = (post: KeywordState | undefined) => new Set(post?.status === "Published" ? splitKeywords(post.keywords) : []);

/**
 * Brings a post's keyword rows and the keyword counts from `before` to `after` (undefined: no post).
 * Counts change by one per keyword added or removed, as single UPDATE/upsert statements, so two
 * saves at once cannot lose each other's change.
 */
async function reindexKeywords(trx: Kysely<Database>, before: KeywordState | undefined, after: KeywordState | undefined): Promise<void> {
  const id = (after ?? before)!.id;
  const old = keywordsOf(before);
  const now = keywordsOf(after);
  await trx.deleteFrom("blogKeywords").where("blogId", "=", id).execute();
  if (after && now.size > 0) {
    await trx
      .insertInto("blogKeywords")
      .values([...now].map((keyword) => ({ keyword, blogId: id, date: after.date })))
      .execute();
  }
  const removed = [...old].filter((keyword) => !now.has(keyword));
  const added = [...now].filter((keyword) => !old.has(keyword));
  if (removed.length > 0) {
    await trx.updateTable("blogKeywordCounts").set((eb) => ({ posts: eb("posts", "-", 1) })).where("keyword", "in", removed).execute();
    await trx.deleteFrom("blogKeywordCounts").where("keyword", "in", removed).where("posts", "<=", 0).execute();
  }
  for (const keyword of added) {
    await trx
      .insertInto("blogKeywordCounts")
      .values({ keyword, posts: 1 })
      .onConflict((oc) => oc.column("keyword").doUpdateSet((eb) => ({ posts: eb("blogKeywordCounts.posts", "+", 1) })))
      .execute();
  }
}

export interface UpdateBlogOptions {
  /** the slug the post had while visitors could reach it: it keeps working as a 301 */
  redirectFrom?: string;
}

/**
 * Saves a post; when its slug changes, the new slug stops redirecting anywhere (it is this post's
 * own address now) and `redirectFrom`, if given, starts redirecting here. One transaction, so a
 * rename is never half done.
 */
export async function updateBlog(db: Kysely<Database>, id: string, input: Partial<BlogInput>, options: UpdateBlogOptions = {}): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    if (input.slug !== undefined) {
      await trx.deleteFrom("blogSlugRedirects").where("oldSlug", "=", input.slug).execute();
      const before = await trx.selectFrom("blogs").select("slug").where("id", "=", id).executeTakeFirst();
      if (before && before.slug !== input.slug) await moveSeoRecord(trx, before.slug, input.slug);
    }
    const before = await lockedForChange(trx, trx.selectFrom("blogs").select(["id", "status", "keywords", "date", "description", "content"]).where("id", "=", id)).executeTakeFirst();
    if (!before) return false;
    const { date, publishAt, ...rest } = input;
    const changes = {
      ...rest,
      ...(date !== undefined ? { date: storedDate(date) } : {}),
      ...(publishAt !== undefined ? { publishAt: publishAt === null ? null : storedDate(publishAt) } : {}),
    };
    const after = { ...before, ...changes };
    const searchText = rest.description !== undefined || rest.content !== undefined ? blogSearchText(after.description, after.content ?? null) : undefined;
    const result = await trx
      .updateTable("blogs")
      .set({ ...changes, ...(searchText !== undefined ? { searchText } : {}), updatedAt: nowIso() })
      .where("id", "=", id)
      .executeTakeFirst();
    const updated = Number(result.numUpdatedRows) > 0;
    if (updated) await reindexKeywords(trx, before, after);
    const { redirectFrom } = options;
    if (updated && redirectFrom && input.slug !== undefined && redirectFrom !== input.slug) {
      await trx
        .insertInto("blogSlugRedirects")
        .values({ oldSlug: redirectFrom, blogId: id, createdAt: nowIso() })
        .onConflict((oc) => oc.column("oldSlug").doUpdateSet({ blogId: id }))
        .execute();
    }
    return updated;
  });
}

export async function deleteBlog(db: Kysely<Database>, id: string): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    // The foreign key cascades too; said here as well so it does not depend on the engine's setting.
    await trx.deleteFrom("blogSlugRedirects").where("blogId", "=", id).execute();
    const post = await lockedForChange(trx, trx.selectFrom("blogs").select(["id", "slug", "status", "keywords", "date"]).where("id", "=", id)).executeTakeFirst();
    if (!post) return false;
    await trx.deleteFrom("seo").where("key", "=", postSeoKey(post.slug)).execute();
    await reindexKeywords(trx, post, undefined);
    const result = await trx.deleteFrom("blogs").where("id", "=", id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  });
}

const postSeoKey = (slug: string) => seoKeyOfPath(`/blog/${slug}`);

/**
 * A post's SEO record belongs to the post, not to its address: a rename takes it along (a record
 * left at the old key would describe whatever takes that address next), and deleting the post
 * deletes it.
 */
async function moveSeoRecord(trx: Kysely<Database>, oldSlug: string, newSlug: string): Promise<void> {
  const from = postSeoKey(oldSlug);
  const to = postSeoKey(newSlug);
  if (!(await trx.selectFrom("seo").select("key").where("key", "=", from).executeTakeFirst())) return;
  await trx.deleteFrom("seo").where("key", "=", to).execute();
  await trx.updateTable("seo").set({ key: to, pagePath: `/blog/${newSlug}`, updatedAt: nowIso() }).where("key", "=", from).execute();
}

/** The unique index on the slug refused a write (two saves raced for one slug). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE";
}

/**
 * The dashboard's post counts (decision 0040): drafts, drafts awaiting review and published posts
 * (scheduled ones included), of one owner or of everyone. One grouped count, no post read.
 */
export async function countPostsByReviewState(db: Kysely<Database>, ownerId: string | null): Promise<{ drafts: number; inReview: number; published: number }> {
  let query = db
    .selectFrom("blogs")
    .select(["status", (eb) => eb("submittedAt", "is not", null).as("submitted"), (eb) => eb.fn.countAll<number | string>().as("count")])
    .groupBy(["status", (eb) => eb("submittedAt", "is not", null)]);
  if (ownerId !== null) query = query.where("ownerId", "=", ownerId);
  const counts = { drafts: 0, inReview: 0, published: 0 };
  for (const row of await query.execute()) {
    const n = Number(row.count);
    if (row.status === "Published") counts.published += n;
    else if (row.submitted === true || Number(row.submitted) === 1) counts.inReview += n;
    else counts.drafts += n;
  }
  return counts;
}
