import { describe, expect, it } from "vitest";
import { fastestMsAsync } from "../../../tests/support/timing";
import { processImage } from "./image-pipeline.server";

const icon = (text: string) => processImage("program-icon", "icon.svg", Buffer.from(text));
const drawing = '<svg viewBox="0 0 10 10"><rect width="10" height="10"/></svg>';

describe("an SVG program icon is found after any prolog", () => {
  it.each([
    ["bare", drawing],
    ["with a byte-order mark and blank lines", `\uFEFF\n\n${drawing}`],
    ["after an XML declaration", `<?xml version="1.0" encoding="UTF-8"?>\n${drawing}`],
    ["after comments", `<!-- Generator: Illustrator -->\n<!-- a > b -->${drawing}`],
    ["after a doctype", `<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">${drawing}`],
    ["after all of them", `<?xml version="1.0"?><!-- a --><!-- b --><!doctype svg><!-- c -->\n${drawing}`],
  ])("%s", async (_, text) => {
    expect(await icon(text)).toMatchObject({ ok: true, image: { files: [{ contentType: "image/svg+xml" }] } });
  });

  it("is not found behind text, a second doctype or an unclosed comment", async () => {
    for (const text of [`hello ${drawing}`, `<!doctype a><!doctype b>${drawing}`, `<!-- ${drawing}`, `<!--->${drawing}`]) {
      expect(await icon(text), text).toMatchObject({ ok: false, status: 415 });
    }
  });

  it("refuses a prolog made to backtrack in well under 10 ms (525 bytes took 0.6 s, 625 bytes 9 s)", async () => {
    // recheck's attack on the former pattern: comments and doctypes that close each other's markers
    const attack = `<!---->${"\t<!--?><!DOCTYPE><SVG\t-->\t<!--?><!DOCTYPE><SVG\t-->".repeat(10)}\t?><!DOCTYPE><SVG>`;
    expect(await fastestMsAsync(() => icon(attack), 3)).toBeLessThan(10);
    expect(await icon(attack)).toMatchObject({ ok: false, status: 415 });
    // the sniff reads the first 4 KB, whatever the file's size: the worst of that is as quick
    const longest = `<!---->${"\t<!--?><!DOCTYPE><SVG\t-->".repeat(200)}`.slice(0, 4096);
    expect(await fastestMsAsync(() => icon(longest), 3)).toBeLessThan(10);
  });
});
