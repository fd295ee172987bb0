import { describe, expect, it } from "vitest";
import { courseEnglishByField, courseInHindi, courseTextFields, isCourseTranslated, type CourseTexts } from "./course-translation";

const course: CourseTexts = {
  name: "Forex Basics",
  description: "",
  summary: "Pips and lots.",
  emiNote: "",
  points: ["Read a quote"],
  curriculum: [{ title: "Module 1", lessons: [{ title: "What a pip is", minutes: 45 }] }],
  batches: [
    { startDate: "2027-01-09", label: "Weekend batch" },
    { startDate: "2027-01-09", label: "Evening batch" },
    { startDate: "2027-02-06", label: "" },
  ],
  instructors: [{ name: "Meera Kulkarni", role: "Mentor" }],
  faq: [{ question: "Experience?", answer: "None." }],
};

const hindiOf: Record<string, string> = {
  name: "फ़ॉरेक्स की बुनियाद",
  summary: "पिप और लॉट।",
  "point.1": "भाव पढ़ें",
  "module.1": "मॉड्यूल 1",
  "lesson.1.1": "पिप क्या है",
  "batch.2027-01-09": "वीकेंड बैच",
  "batch.2027-01-09.2": "शाम का बैच",
  "instructor.1.role": "मेंटर",
  "faq.1.question": "अनुभव?",
  "faq.1.answer": "कोई नहीं।",
};
const english = courseEnglishByField(course);
const translated = Object.fromEntries(Object.entries(hindiOf).map(([key, value]) => [key, { value, source: english[key]! }]));

describe("a course's translatable texts", () => {
  it("are the texts that have English, keyed by place (batches by date), never prices, minutes, dates or names", () => {
    expect(courseTextFields(course).map((field) => field.key)).toEqual(Object.keys(hindiOf));
    expect(courseTextFields(course).find((field) => field.key === "instructor.1.role")).toMatchObject({ label: "Instructor 1 (Meera Kulkarni): role", english: "Mentor" });
  });
});

describe("a course in Hindi", () => {
  it("reads in Hindi when every text has a Hindi written from today's English, keeping its facts", () => {
    const hindi = courseInHindi(course, translated)!;
    expect(hindi).toMatchObject({ name: "फ़ॉरेक्स की बुनियाद", description: "", summary: "पिप और लॉट।", points: ["भाव पढ़ें"] });
    expect(hindi.curriculum).toEqual([{ title: "मॉड्यूल 1", lessons: [{ title: "पिप क्या है", minutes: 45 }] }]);
    expect(hindi.batches).toEqual([
      { startDate: "2027-01-09", label: "वीकेंड बैच" },
      { startDate: "2027-01-09", label: "शाम का बैच" },
      { startDate: "2027-02-06", label: "" },
    ]);
    expect(hindi.instructors).toEqual([{ name: "Meera Kulkarni", role: "मेंटर" }]);
    expect(hindi.faq).toEqual([{ question: "अनुभव?", answer: "कोई नहीं।" }]);
  });

  it("is English while one text lacks its Hindi", () => {
    const { "faq.1.answer": _missing, ...partial } = translated;
    expect(isCourseTranslated(course, partial)).toBe(false);
    expect(courseInHindi(course, partial)).toBeNull();
  });

  it("is English once the English of a translated text changes, until its Hindi follows again", () => {
    const changed = { ...course, summary: "Pips, lots and leverage." };
    expect(courseInHindi(changed, translated)).toBeNull();
    expect(courseInHindi(changed, { ...translated, summary: { value: "पिप, लॉट और लीवरेज।", source: "Pips, lots and leverage." } })?.summary).toBe("पिप, लॉट और लीवरेज।");
  });

  it("does not shift a batch's Hindi when an earlier batch has passed", () => {
    const later = { ...course, batches: course.batches.slice(2) };
    expect(courseTextFields(later).some((field) => field.key.startsWith("batch."))).toBe(false);
    const oneLeft = { ...course, batches: [course.batches[0]!] };
    expect(courseInHindi(oneLeft, translated)?.batches).toEqual([{ startDate: "2027-01-09", label: "वीकेंड बैच" }]);
  });
});
