import sanitizeHtml from "sanitize-html";

/*
 * The one allow-list for HTML that administrators write (blog content and descriptions). It runs
 * when content is saved and again when it is shown, so older rows are safe too.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: ["h2", "h3", "h4", "p", "br", "ul", "ol", "li", "strong", "em", "b", "i", "u", "blockquote", "a", "code", "pre", "hr", "img", "table", "thead", "tbody", "tr", "th", "td"],
  allowedAttributes: { a: ["href", "title", "rel", "target"], img: ["src", "alt", "width", "height"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer nofollow" }),
  },
};

export function sanitiseHtml(html: string): string {
  return sanitizeHtml(html, options);
}
