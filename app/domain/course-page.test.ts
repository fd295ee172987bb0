import { describe, expect, it } from "vitest";
import {
  courseSlug,
  curriculumMinutes,
  curriculumSchema,
  formatBatches,
  formatCurriculum,
  formatFaq,
  paiseToRupeesText,
  parseBatches,
  parseCurriculum,
  parseFaq,
  parseInstructors,
  parsePoints,
  priceBreakdown,
  readStoredList,
  relatedTestimonials,
  rupeesToPaise,
  upcomingBatches,
} from "./course-page";
import { readCoursePageForm } from "./course-page-form";

describe("course slugs follow the blog's rules", () => {
  it("makes the slug from the name when none is typed", () => {
    expect(courseSlug("", "Master SMC: Smart Money Concepts")).toBe("master-smc-smart-money-concepts");
    expect(courseSlug("  ", "Crypto & Long-Term Investing")).toBe("crypto-long-term-investing");
  });
  it("reduces a typed slug by the same rules", () => {
    expect(courseSlug("Options -- 101!", "ignored")).toBe("options-101");
    expect(courseSlug("Café Basics", "x")).toBe("cafe-basics");
  });
  it("has nothing to make a slug of from punctuation alone", () => {
    expect(courseSlug("!!!", "")).toBe("");
  });
});

describe("an inclusive price and the GST inside it", () => {
  it("takes 18/118 of ₹24,999 as GST: ₹3,813.41, leaving ₹21,185.59", () => {
    // 2,499,900 × 18 / 118 = 381,340.68 paise, rounded to 381,341
    expect(priceBreakdown(24_999_00)).toEqual({ totalPaise: 2_499_900, gstPaise: 381_341, basePaise: 2_118_559 });
  });
  it("gives ₹18 of GST on ₹118 exactly", () => {
    expect(priceBreakdown(11_800)).toEqual({ totalPaise: 11_800, gstPaise: 1_800, basePaise: 10_000 });
  });
  it("always adds up to the price", () => {
    for (const paise of [1, 99, 4_999_00, 12_345_67, 9_99_99_999]) {
      const { gstPaise, basePaise } = priceBreakdown(paise);
      expect(gstPaise + basePaise).toBe(paise);
    }
  });
  it("reads rupees strictly into paise", () => {
    expect(rupeesToPaise("24999")).toBe(2_499_900);
    expect(rupeesToPaise("24,999.5")).toBe(2_499_950);
    expect(rupeesToPaise("₹ 1,00,000.05")).toBe(10_000_005);
    for (const refused of ["", "-5", "1e5", "12.345", "abc", "0x10", "100000000"]) expect(rupeesToPaise(refused)).toBeNull();
  });
  it("writes paise back as the editor shows them", () => {
    expect(paiseToRupeesText(2_499_900)).toBe("24999");
    expect(paiseToRupeesText(2_499_905)).toBe("24999.05");
    expect(paiseToRupeesText(null)).toBe("");
  });
});

describe("the curriculum's text format", () => {
  const text = "# Module 1: Basics\nWhat a pip is | 45\nLots | 30\n\n# Module 2: Practice\nA demo trade | 60\n";
  it("reads modules and lessons with their minutes", () => {
    const reading = parseCurriculum(text);
    expect(reading).toEqual({
      ok: true,
      items: [
        { title: "Module 1: Basics", lessons: [{ title: "What a pip is", minutes: 45 }, { title: "Lots", minutes: 30 }] },
        { title: "Module 2: Practice", lessons: [{ title: "A demo trade", minutes: 60 }] },
      ],
    });
    if (reading.ok) {
      expect(curriculumMinutes(reading.items)).toBe(135);
      expect(parseCurriculum(formatCurriculum(reading.items))).toEqual(reading);
    }
  });
  it("keeps a bar inside a lesson title", () => {
    expect(parseCurriculum("# M\nBid | ask spreads | 20")).toEqual({ ok: true, items: [{ title: "M", lessons: [{ title: "Bid | ask spreads", minutes: 20 }] }] });
  });
  it("names the line that breaks the format", () => {
    expect(parseCurriculum("A lesson | 20")).toMatchObject({ ok: false, error: expect.stringContaining("Line 1") });
    expect(parseCurriculum("# M\nNo minutes")).toMatchObject({ ok: false, error: expect.stringContaining("Line 2") });
    expect(parseCurriculum("# M\nToo long | 601")).toMatchObject({ ok: false });
    expect(parseCurriculum("# M\nZero | 0")).toMatchObject({ ok: false });
    expect(parseCurriculum("# Empty\n# Next\nA | 5")).toMatchObject({ ok: false, error: expect.stringContaining("Empty") });
  });
  it("is empty for an empty text", () => {
    expect(parseCurriculum("  \n ")).toEqual({ ok: true, items: [] });
  });
  it("reads a damaged stored value as an empty list", () => {
    expect(readStoredList(curriculumSchema, "not json")).toEqual([]);
    expect(readStoredList(curriculumSchema, '[{"title":"x","lessons":[]}]')).toEqual([]);
  });
});

describe("the other lists", () => {
  it("reads points, one per line", () => {
    expect(parsePoints("Read a quote\n\n  Size a trade  \n")).toEqual({ ok: true, items: ["Read a quote", "Size a trade"] });
    expect(parsePoints("x\n".repeat(16))).toMatchObject({ ok: false });
  });
  it("reads the FAQ as Q:/A: pairs in order", () => {
    const reading = parseFaq("Q: Is it live?\nA: Partly.\n\nq: Refunds?\na: Within 7 days.");
    expect(reading).toEqual({ ok: true, items: [{ question: "Is it live?", answer: "Partly." }, { question: "Refunds?", answer: "Within 7 days." }] });
    if (reading.ok) expect(parseFaq(formatFaq(reading.items))).toEqual(reading);
    expect(parseFaq("Q: One?\nQ: Two?")).toMatchObject({ ok: false, error: expect.stringContaining("Line 2") });
    expect(parseFaq("A: orphan")).toMatchObject({ ok: false });
    expect(parseFaq("Q: unanswered")).toMatchObject({ ok: false });
    expect(parseFaq("Something else")).toMatchObject({ ok: false });
  });
  it("reads instructors with an optional role", () => {
    expect(parseInstructors("Meera K | Mentor\nArjun")).toEqual({ ok: true, items: [{ name: "Meera K", role: "Mentor" }, { name: "Arjun", role: "" }] });
  });
  it("reads batches with real dates, in date order, and offers only those ahead", () => {
    const reading = parseBatches("2027-01-09 | Weekend\n2026-12-07");
    expect(reading).toEqual({ ok: true, items: [{ startDate: "2026-12-07", label: "" }, { startDate: "2027-01-09", label: "Weekend" }] });
    if (reading.ok) {
      expect(parseBatches(formatBatches(reading.items))).toEqual(reading);
      expect(upcomingBatches(reading.items, "2026-12-08")).toEqual([{ startDate: "2027-01-09", label: "Weekend" }]);
      expect(upcomingBatches(reading.items, "2026-12-07")).toHaveLength(2);
    }
    expect(parseBatches("2027-02-30 | no such day")).toMatchObject({ ok: false });
    expect(parseBatches("next month")).toMatchObject({ ok: false });
  });
});

describe("the editor's page fields", () => {
  it("reads a complete form into columns", () => {
    const reading = readCoursePageForm(
      { slug: "", status: "Draft", summary: "S", points: "A\nB", curriculum: "# M\nL | 10", level: "beginner", languages: "en,hi", totalHours: "12", format: "live", batches: "2027-01-01", price: "4999", emiNote: "", instructors: "N | R", faq: "Q: q\nA: a" },
      "My Course",
    );
    expect(reading).toMatchObject({ ok: true, columns: { slug: "my-course", status: "Draft", pricePaise: 499_900, totalHours: 12, languages: '["en","hi"]', level: "beginner", format: "live" } });
  });
  it("publishes a form without a status and leaves the page facts empty", () => {
    expect(readCoursePageForm({}, "Old Client Course")).toMatchObject({ ok: true, columns: { slug: "old-client-course", status: "Published", pricePaise: null, level: null, curriculum: "[]" } });
  });
  it("puts each refusal beside its field", () => {
    const reading = readCoursePageForm({ slug: "!!!", status: "Hidden", level: "expert", languages: "en,xx", totalHours: "1.5", format: "tv", price: "-1", curriculum: "oops", faq: "Q: only" }, "Name");
    expect(reading.ok).toBe(false);
    if (!reading.ok) expect(Object.keys(reading.errors).sort()).toEqual(["curriculum", "faq", "format", "languages", "level", "price", "slug", "status", "totalHours"]);
  });
});

describe("related testimonials", () => {
  const forex = { id: "c-forex", name: "Forex Trading Foundations" };
  const ads = { id: "c-ads", name: "Google Ads Performance Bootcamp" };
  const quotes = [
    { quote: "The Forex Trading Foundations course helped", courseId: null },
    { quote: "Great mentors", courseId: null },
    { quote: "Loved it", courseId: null },
    { quote: "Fine", courseId: null },
  ];
  it("are those naming the course", () => {
    expect(relatedTestimonials(forex, quotes)).toEqual([quotes[0]]);
  });
  it("are the first three published ones when none names it", () => {
    expect(relatedTestimonials(ads, quotes)).toEqual(quotes.slice(0, 3));
  });
  it("put those linked to the course first, and never show another course's", () => {
    const linked = { quote: "Clear, patient teaching", courseId: forex.id };
    const other = { quote: "The ads module was worth it", courseId: ads.id };
    expect(relatedTestimonials(forex, [...quotes, other, linked])).toEqual([linked, quotes[0]]);
    expect(relatedTestimonials({ id: "c-new", name: "Swing Setups" }, [other, ...quotes])).toEqual(quotes.slice(0, 3));
    expect(relatedTestimonials(ads, [other, ...quotes])).toEqual([other]);
  });
});
