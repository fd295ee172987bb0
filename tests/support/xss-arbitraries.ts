import fc from "fast-check";
import { xssCorpus } from "./xss-corpus";

/*
 * Generated markup for the sanitisers' property tests: random HTML/SVG/MathML fragments (nested
 * elements of every kind a payload uses, attributes with random quoting, comments, CDATA, raw-text
 * elements), spliced with the corpus strings, so that each run is a new mixture of both.
 */

export const corpusString = fc.constantFrom(...xssCorpus.map((payload) => payload.text));

const tagName = fc.constantFrom(
  "p", "a", "img", "svg", "math", "style", "script", "noscript", "template", "textarea", "title", "iframe", "form", "button",
  "input", "table", "td", "tr", "select", "option", "mglyph", "mtext", "mi", "annotation-xml", "desc", "foreignObject", "xmp",
  "noembed", "noframes", "h2", "ul", "li", "strong", "em", "code", "pre", "blockquote", "object", "embed", "base", "meta",
  "link", "div", "span", "br", "hr", "animate", "set", "use", "image", "a", "image", "frameset", "details", "video", "source",
);
const attributeName = fc.constantFrom(
  "href", "src", "onerror", "onload", "onfocus", "style", "title", "alt", "xlink:href", "action", "formaction", "srcdoc", "data",
  "rel", "target", "http-equiv", "content", "name", "property", "id", "width", "srcset", "attributeName", "values", "to",
  "autofocus", "open", "encoding", "poster", "background", "ping", "xmlns", "type",
);
const attributeValue = fc.oneof(
  corpusString,
  fc.constantFrom(
    "javascript:alert(1)", " jav&#x09;ascript:alert(1)", "data:text/html,<script>alert(1)</script>", "x", "#a", "/uploads/a.png",
    "https://x.test/a.png", "//evil.invalid/a", "refresh", "0;url=javascript:alert(1)", "onerror", "href", "text/html",
    "http://www.w3.org/2000/svg", "background:url(//evil.invalid/c)", "</style><img src=x onerror=alert(1)>", "\"><svg onload=alert(1)>",
  ),
  fc.string({ maxLength: 12 }),
);
const attribute = fc.tuple(attributeName, attributeValue, fc.constantFrom('"', "'", "")).map(([name, value, quote]) => {
  if (quote === "") return `${name}=${value.replace(/[\s>]/g, "")}`;
  return `${name}=${quote}${value.split(quote).join(quote === '"' ? "&quot;" : "&#39;")}${quote}`;
});
const text = fc.oneof(
  fc.string({ maxLength: 16 }),
  fc.constantFrom("&lt;script&gt;", "&amp;", "<!--", "-->", "]]>", "<![CDATA[", "</", "<", ">", "\"", "'", "&#x3C;", "\u2028", "\u0000"),
);

/** One generated fragment; elements nest a few levels and may be left unclosed. */
export const markupFragment: fc.Arbitrary<string> = fc.letrec<{ node: string }>((tie) => ({
  node: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    text,
    corpusString,
    fc.record({
      tag: tagName,
      attributes: fc.array(attribute, { maxLength: 3 }),
      children: fc.array(tie("node"), { maxLength: 3 }),
      closing: fc.constantFrom("close", "close", "open", "self"),
    }).map(({ tag, attributes, children, closing }) => {
      const open = `<${tag}${attributes.map((item) => ` ${item}`).join("")}${closing === "self" ? " /" : ""}>`;
      return `${open}${children.join("")}${closing === "close" ? `</${tag}>` : ""}`;
    }),
    fc.tuple(fc.constantFrom("<!--", "<![CDATA[", "<?", "<!"), tie("node"), fc.constantFrom("-->", "]]>", "?>", ">", "--!>")).map((parts) => parts.join("")),
  ),
})).node;

/** Corpus strings and generated fragments, joined: what the sanitisers get in the property tests. */
export const markupWithPayloads: fc.Arbitrary<string> = fc.array(fc.oneof(corpusString, markupFragment), { minLength: 1, maxLength: 4 }).map((parts) => parts.join(""));
