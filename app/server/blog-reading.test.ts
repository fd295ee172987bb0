import { describe, expect, it } from "vitest";
import { readablePost } from "./blog-reading.server";

describe("readablePost", () => {
  it("gives each heading a unique id and lists h2/h3 in the contents", () => {
    const html = "<h2>Risk</h2><p>One two three.</p><h3>Sizing</h3><p>Four</p><h2>Risk</h2><h4>Detail</h4><h2>जोखिम प्रबंधन</h2>";
    const post = readablePost(html);
    expect(post.contentHtml).toBe('<h2 id="risk">Risk</h2><p>One two three.</p><h3 id="sizing">Sizing</h3><p>Four</p><h2 id="risk-2">Risk</h2><h4 id="detail">Detail</h4><h2 id="जोखिम-प्रबंधन">जोखिम प्रबंधन</h2>');
    expect(post.toc).toEqual([
      { id: "risk", text: "Risk", children: [{ id: "sizing", text: "Sizing", children: [] }] },
      { id: "risk-2", text: "Risk", children: [] },
      { id: "जोखिम-प्रबंधन", text: "जोखिम प्रबंधन", children: [] },
    ]);
  });

  it("has no contents below three headings and leaves HTML without headings as it was", () => {
    const post = readablePost("<h2>Only</h2><p>Text &amp; more</p>");
    expect(post.toc).toEqual([]);
    const plain = "<p>Text &amp; more</p>";
    expect(readablePost(plain).contentHtml).toBe(plain);
  });

  it("counts words across tags (blocks apart, inline joined) with the introduction, in Hindi too", () => {
    // "end</p><p>Start" is two words; "<strong>stop</strong>loss" is one
    expect(readablePost("<p>end</p><p>Start <strong>stop</strong>loss</p>").words).toBe(3);
    expect(readablePost("<ul><li>पहला</li><li>दूसरा</li></ul><p>stop loss ज़रूरी है ।</p>", "<p>परिचय के शब्द</p>").words).toBe(9);
  });

  it("reads 201 words as 2 minutes", () => {
    expect(readablePost(`<p>${"word ".repeat(201)}</p>`).minutes).toBe(2);
    expect(readablePost("").minutes).toBe(1);
  });
});
