import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { escapeHtml, unescapeHtml } from "./html-escape";

const awkward = `/uploads/a&b "c" <d> 'e'.webp`;

describe("HTML escaping as React does it", () => {
  it("escapes an attribute's value as React writes it", () => {
    expect(renderToString(createElement("img", { alt: "", src: awkward }))).toContain(`src="${escapeHtml(awkward)}"`);
  });

  it("gives back the text React was given", () => {
    expect(unescapeHtml(escapeHtml(awkward))).toBe(awkward);
    // only React's five entities: anything else is left as written
    expect(unescapeHtml("&amp;lt; &nbsp; &#39;")).toBe("&lt; &nbsp; &#39;");
  });
});
