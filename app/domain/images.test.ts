import { describe, expect, it } from "vitest";
import { responsiveImage, variantPath, variantWidths } from "./images";

describe("responsive images", () => {
  it("lists the narrower copies and the original in srcset, with the original's size", () => {
    const image = responsiveImage({ src: "/uploads/courses/1795426665827_2dcde2-cover.webp", width: 1000, height: 560 }, "course-image");
    expect(image).toEqual({
      src: "/uploads/courses/1795426665827_2dcde2-cover.webp",
      srcSet:
        "/uploads/courses/1795426665827_2dcde2-cover-320w.webp 320w, /uploads/courses/1795426665827_2dcde2-cover-640w.webp 640w, /uploads/courses/1795426665827_2dcde2-cover.webp 1000w",
      width: 1000,
      height: 560,
    });
  });

  it("makes no copy as wide as or wider than the original", () => {
    expect(variantWidths("blog-image", 960)).toEqual([480]);
    expect(variantWidths("blog-image", 300)).toEqual([]);
  });

  it("serves built-in artwork and SVG icons as they are", () => {
    expect(responsiveImage({ src: "/demo/courses/forex.svg", width: null, height: null }, "course-image")).toEqual({ src: "/demo/courses/forex.svg" });
    expect(responsiveImage({ src: "/uploads/program-icons/1795426665827_2dcde2-x.svg", width: null, height: null }, "program-icon")).toEqual({
      src: "/uploads/program-icons/1795426665827_2dcde2-x.svg",
    });
  });

  it("names a copy after its width", () => {
    expect(variantPath("blog-images/1795426665827-2dcde2-chart.webp", 480)).toBe("blog-images/1795426665827-2dcde2-chart-480w.webp");
  });
});
