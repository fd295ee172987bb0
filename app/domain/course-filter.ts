/*
 * The home page's course chips: "All Courses" first, then each category that has a course, with
 * counts. The chips are links (/?category=…#courses) so that they filter on the server without
 * JavaScript; with it, the same choice is made in the browser.
 */

export const ALL_COURSES = "All Courses";

export interface CategoryChip {
  category: string;
  count: number;
}

/** All Courses first, then the categories in the order their first course appears. */
export function categoryChips(courses: readonly { category: string }[]): CategoryChip[] {
  const counts = new Map<string, number>();
  for (const course of courses) counts.set(course.category, (counts.get(course.category) ?? 0) + 1);
  return [{ category: ALL_COURSES, count: courses.length }, ...[...counts].map(([category, count]) => ({ category, count }))];
}

/** longer than any category name (the nine are under 40 characters): such an address asks for none (decision 0026) */
export const CATEGORY_TEXT_MAX = 100;

/** The chosen category when some course has it; All Courses for anything else (missing, unknown or too long). */
export function selectedCategory(courses: readonly { category: string }[], requested: string | null | undefined): string {
  if (!requested || requested.length > CATEGORY_TEXT_MAX) return ALL_COURSES;
  return courses.some((course) => course.category === requested) ? requested : ALL_COURSES;
}

export function coursesIn<T extends { category: string }>(courses: readonly T[], category: string): readonly T[] {
  return category === ALL_COURSES ? courses : courses.filter((course) => course.category === category);
}

/**
 * The chip's address: the page (the home page, or /courses) filtered on the server, scrolled to the
 * course grid.
 */
export function categoryHref(category: string, page = "/"): string {
  return category === ALL_COURSES ? `${page}#courses` : `${page}?category=${encodeURIComponent(category)}#courses`;
}
