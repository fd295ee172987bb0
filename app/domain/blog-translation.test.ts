import { describe, expect, it } from "vitest";
import { isPostTranslated, postInHindi, postTextFields, readHindiSlug } from "./blog-translation";

const english = { title: "Risk", description: "Why size matters.", content: "<p>Body</p>" };
const current = { title: { value: "रिस्क", source: "Risk" }, description: { value: "साइज़ क्यों।", source: "Why size matters." }, content: { value: "<p>लेख</p>", source: "<p>Body</p>" } };

describe("a post in Hindi", () => {
  it("has a field per text with English; the body is rich text", () => {
    expect(postTextFields(english).map((field) => [field.key, field.html ?? false])).toEqual([["title", false], ["description", false], ["content", true]]);
    expect(postTextFields({ ...english, content: "" }).map((field) => field.key)).toEqual(["title", "description"]);
  });

  it("reads in Hindi only while every text has a Hindi written from today's English", () => {
    expect(postInHindi(english, current)).toEqual({ title: "रिस्क", description: "साइज़ क्यों।", content: "<p>लेख</p>" });
    expect(isPostTranslated({ ...english, content: "<p>Body, longer</p>" }, current)).toBe(false);
    const { content: _content, ...withoutBody } = current;
    expect(postInHindi(english, withoutBody)).toBeNull();
    // a post without a body needs none
    expect(postInHindi({ ...english, content: "" }, withoutBody)).toMatchObject({ title: "रिस्क", content: "" });
  });

  it("reads a Hindi address: Devanagari with its signs, or Latin, composed; empty is none", () => {
    expect(readHindiSlug("जोखिम प्रबंधन")).toEqual({ ok: true, slug: "जोखिम-प्रबंधन" });
    expect(readHindiSlug("Jokhim Prabandhan!")).toEqual({ ok: true, slug: "jokhim-prabandhan" });
    // a nukta letter typed precomposed or as two code points is one address
    expect(readHindiSlug("\u095Bरूरी")).toEqual(readHindiSlug("\u091C\u093Cरूरी"));
    expect(readHindiSlug("  ")).toEqual({ ok: true, slug: null });
    expect(readHindiSlug("!!!")).toMatchObject({ ok: false });
    expect(readHindiSlug("क".repeat(201))).toMatchObject({ ok: false });
    expect(readHindiSlug("क".repeat(5000))).toMatchObject({ ok: false });
  });
});
