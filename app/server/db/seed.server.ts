import type { Kysely } from "kysely";
import { saveAboutContent } from "../repos/about-content.server";
import { insertBlogs, setPostHindi } from "../repos/blogs.server";
import { saveSiteSettings } from "../repos/settings.server";
import { saveTrustLogos } from "../repos/trust-logos.server";
import {
  demoAboutContent,
  demoAboutHindi,
  demoBlogs,
  demoCourses,
  demoExplorePlatforms,
  demoExplorePrograms,
  demoGlobalSeo,
  demoSiteSettings,
  demoTestimonials,
  demoTrustLogos,
} from "./demo-content.server";
import { newId, nowIso } from "./ids.server";
import type { Database } from "./schema.server";
import { aboutFormValues } from "../../domain/about-content";
import { writeTranslations } from "../repos/translations.server";
import { pageTranslationKey } from "../page-translations.server";
import { courseEnglishByField } from "../../domain/course-translation";
import { todayInIndia } from "../../domain/dates";
import { courseTextsOf, courseTranslationKey } from "../course-translations.server";
import { demoCourseHindi } from "./demo-course-pages.server";
import { demoBlogHindi } from "./demo-blog-hindi.server";
import { postEnglishByField, readHindiSlug } from "../../domain/blog-translation";
import { blogTranslationKey, hindiSearchTextOf, postTextsOf } from "../blog-translations.server";
import { sanitiseHtml } from "../html-sanitiser.server";
import { demoPlatformHindi, demoProgramHindi, demoSettingsHindi, demoTestimonialHindi } from "./demo-home-hindi.server";
import { settingsTranslationKey } from "../settings-translations.server";
import { testimonialTranslationKey } from "../testimonial-translations.server";
import { exploreTranslationKey } from "../explore-translations.server";
import { platformKey, programKey } from "../../domain/explore-translation";

/** Empty means nothing an administrator could have made: no content and no settings. */
export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  const tables = ["courses", "blogs", "testimonials", "settings", "seo"] as const;
  for (const table of tables) {
    const row = await db.selectFrom(table).select(db.fn.countAll<number | string>().as("count")).executeTakeFirstOrThrow();
    if (Number(row.count) > 0) return false;
  }
  return true;
}

/** Seeds the demo content in one transaction, so a crash cannot leave half a site. */
export async function seedDemoContent(db: Kysely<Database>): Promise<void> {
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    const courses = demoCourses.map((course) => ({ id: newId(), ...course, createdAt: now, updatedAt: now }));
    await trx.insertInto("courses").values(courses).execute();
    // a course's Hindi, each text with the English it translates (a later English change shows as "needs translation")
    for (const course of courses) {
      const hindi = demoCourseHindi[course.name];
      if (!hindi) continue;
      const english = courseEnglishByField(courseTextsOf(await trx.selectFrom("courses").selectAll().where("id", "=", course.id).executeTakeFirstOrThrow(), todayInIndia()));
      // a batch already past when the site first starts is not shown, so it gets no Hindi
      const fields = Object.entries(hindi).filter(([field]) => english[field] !== undefined);
      await writeTranslations(trx, courseTranslationKey(course.id), Object.fromEntries(fields.map(([field, value]) => [field, { value, source: english[field]! }])));
    }
    // through the blog repository: its search text and keyword counts are kept with each post
    const blogs = await insertBlogs(trx, demoBlogs.map((blog) => ({ ...blog, createdAt: blog.date, updatedAt: blog.date })));
    // two posts' Hindi, each text with the English it translates, with their address and search words
    for (const blog of blogs) {
      const hindi = demoBlogHindi[blog.slug];
      if (!hindi) continue;
      const english = postEnglishByField(postTextsOf(blog));
      const texts = { title: hindi.title, description: hindi.description, content: sanitiseHtml(hindi.content) };
      const rows = Object.fromEntries(Object.entries(texts).map(([field, value]) => [field, { value, source: english[field]! }]));
      await writeTranslations(trx, blogTranslationKey(blog.id), rows);
      const slug = readHindiSlug(hindi.hindiSlug ?? "");
      await setPostHindi(trx, blog.id, { hindiSlug: slug.ok ? slug.slug : null, hindiSearchText: hindiSearchTextOf(rows) });
    }
    const testimonials = demoTestimonials.map((testimonial, index) => ({ id: newId(), ...testimonial, createdAt: offset(now, index), updatedAt: now }));
    await trx.insertInto("testimonials").values(testimonials).execute();
    const programs = demoExplorePrograms.map((program, index) => ({ id: newId(), ...program, createdAt: offset(now, index) }));
    await trx.insertInto("explorePrograms").values(programs).execute();
    const platforms = demoExplorePlatforms.map((platform, index) => ({ id: newId(), ...platform, createdAt: offset(now, index) }));
    await trx.insertInto("explorePlatforms").values(platforms).execute();
    // their Hindi (decision 0055), each text with the English it translates
    for (const testimonial of testimonials) {
      const quote = demoTestimonialHindi[testimonial.author];
      if (quote) await writeTranslations(trx, testimonialTranslationKey(testimonial.id), { quote: { value: quote, source: testimonial.quote } });
    }
    const exploreHindi = [
      ...programs.map((program) => [programKey(program.id), demoProgramHindi[program.label], program.label] as const),
      ...platforms.map((platform) => [platformKey(platform.id), demoPlatformHindi[platform.alt], platform.alt] as const),
    ];
    await writeTranslations(trx, exploreTranslationKey(), Object.fromEntries(exploreHindi.flatMap(([key, value, source]) => (value ? [[key, { value, source }]] : []))));
    await trx.insertInto("seo").values({ ...demoGlobalSeo, updatedAt: now }).execute();
    await saveSiteSettings(trx, demoSiteSettings);
    // the settings' texts in Hindi (decision 0058), each with the English it translates
    await writeTranslations(
      trx,
      settingsTranslationKey(),
      Object.fromEntries(Object.entries(demoSettingsHindi).map(([field, value]) => [field, { value, source: demoSiteSettings[field as keyof typeof demoSettingsHindi] }])),
    );
    await saveAboutContent(trx, demoAboutContent);
    // its Hindi, each box with the English it translates (a later English change shows as "needs translation")
    const english = aboutFormValues(demoAboutContent);
    await writeTranslations(trx, pageTranslationKey("about"), Object.fromEntries(Object.entries(demoAboutHindi).map(([field, value]) => [field, { value, source: english[field]! }])));
    await saveTrustLogos(trx, demoTrustLogos);
  });
}

/** Distinct creation times keep the seeded order stable where lists sort by age. */
function offset(iso: string, milliseconds: number): string {
  return new Date(Date.parse(iso) + milliseconds).toISOString();
}
