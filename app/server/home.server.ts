import { responsiveImage } from "../domain/images";
import { listPublishedBlogs } from "./repos/blogs.server";
import { listCourses } from "./repos/courses.server";
import { listPublishedTestimonials } from "./repos/testimonials.server";
import type { AppServices } from "./services.server";

export const LATEST_BLOGS_ON_HOME = 3;

/** The home page's data: courses with an image, published testimonials, the latest posts. */
export async function loadHome(services: AppServices) {
  const [courses, testimonials, latestBlogs] = await Promise.all([
    listCourses(services.db),
    listPublishedTestimonials(services.db),
    listPublishedBlogs(services.db, LATEST_BLOGS_ON_HOME),
  ]);
  return {
    courses: courses
      .filter((course) => course.image.trim() !== "")
      .map(({ id, name, image, imageWidth, imageHeight, category, description, link }) => ({ id, name, image, imageWidth, imageHeight, category, description, link })),
    testimonials: testimonials.map(({ id, quote, author, avatar, imageWidth, imageHeight, rating }) => ({ id, quote, author, avatar, imageWidth, imageHeight, rating })),
    latestBlogs: latestBlogs.map(({ id, title, slug, image, imageWidth, imageHeight, date }) => ({
      id,
      title,
      slug,
      date,
      image: responsiveImage({ src: image, width: imageWidth, height: imageHeight }, "blog-image"),
    })),
  };
}
