import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courseCategories } from "../../../app/domain/site-settings";
import { isDatabaseEmpty, seedDemoContent } from "../../../app/server/db/seed.server";
import { listAllBlogs, listPublishedBlogs } from "../../../app/server/repos/blogs.server";
import { listCourses } from "../../../app/server/repos/courses.server";
import { listExplorePlatforms, listExplorePrograms } from "../../../app/server/repos/explore.server";
import { findSeo } from "../../../app/server/repos/seo.server";
import { findSiteSettings } from "../../../app/server/repos/settings.server";
import { listPublishedTestimonials } from "../../../app/server/repos/testimonials.server";
import { enginesUnderTest, useDatabase } from "../../support/databases";

const engines = await enginesUnderTest();

describe.each(engines)("demo content on $name", (engine) => {
  describe.skipIf(!engine.available)("", () => {
    const database = useDatabase(engine, { beforeAll, afterAll });

    it("seeds an empty database with the spec's demo content, and knows it is no longer empty", async () => {
      const { db } = database();
      expect(await isDatabaseEmpty(db)).toBe(true);
      await seedDemoContent(db);
      expect(await isDatabaseEmpty(db)).toBe(false);

      const courses = await listCourses(db);
      expect(courses.length).toBeGreaterThanOrEqual(9);
      expect(new Set(courses.map((course) => course.category))).toEqual(new Set(courseCategories));
      expect(courses.every((course) => course.image.startsWith("/demo/") && course.link.startsWith("https://"))).toBe(true);

      const blogs = await listAllBlogs(db);
      expect(blogs).toHaveLength(6);
      expect(blogs.filter((blog) => blog.status === "Draft")).toHaveLength(2);
      expect(await listPublishedBlogs(db)).toHaveLength(4);
      expect(new Set(blogs.map((blog) => blog.slug)).size).toBe(6);

      const testimonials = await listPublishedTestimonials(db);
      expect(testimonials).toHaveLength(3);
      expect(testimonials.every((testimonial) => testimonial.rating === 5)).toBe(true);

      expect((await listExplorePrograms(db)).length).toBeGreaterThan(0);
      expect((await listExplorePlatforms(db)).length).toBeGreaterThan(0);
      expect((await findSeo(db, "_"))?.siteTitle).toBeTruthy();
      const settings = await findSiteSettings(db);
      expect(settings?.businessHours).toBe("Monday to Friday, 9:00 AM - 6:00 PM IST");
      expect(settings?.learningPlatformUrl).toMatch(/^https:\/\//);
    });
  });
});
