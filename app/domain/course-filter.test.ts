import { describe, expect, it } from "vitest";
import { ALL_COURSES, categoryChips, categoryHref, coursesIn, selectedCategory } from "./course-filter";

const courses = [
  { id: "a", category: "Options Trading" },
  { id: "b", category: "Trading Basics" },
  { id: "c", category: "Options Trading" },
];

describe("course filter", () => {
  it("lists All Courses first with the total, then each category with its count", () => {
    expect(categoryChips(courses)).toEqual([
      { category: ALL_COURSES, count: 3 },
      { category: "Options Trading", count: 2 },
      { category: "Trading Basics", count: 1 },
    ]);
    expect(categoryChips([])).toEqual([{ category: ALL_COURSES, count: 0 }]);
  });

  it("keeps a requested category only when a course has it", () => {
    expect(selectedCategory(courses, "Trading Basics")).toBe("Trading Basics");
    expect(selectedCategory(courses, "Google Ads")).toBe(ALL_COURSES);
    expect(selectedCategory(courses, null)).toBe(ALL_COURSES);
    expect(selectedCategory(courses, "")).toBe(ALL_COURSES);
  });

  it("filters by category and keeps the order", () => {
    expect(coursesIn(courses, "Options Trading").map((course) => course.id)).toEqual(["a", "c"]);
    expect(coursesIn(courses, ALL_COURSES).map((course) => course.id)).toEqual(["a", "b", "c"]);
  });

  it("links each chip to the home page filtered on the server", () => {
    expect(categoryHref("Crypto & Investing")).toBe("/?category=Crypto%20%26%20Investing#courses");
    expect(categoryHref(ALL_COURSES)).toBe("/#courses");
  });

  it("links the chips of /courses (and its Hindi twin) to that page", () => {
    expect(categoryHref("Options Trading", "/courses")).toBe("/courses?category=Options%20Trading#courses");
    expect(categoryHref(ALL_COURSES, "/hi/courses")).toBe("/hi/courses#courses");
  });
});
