import { describe, expect, it } from "vitest";
import { shortNameOf, webManifest } from "./web-manifest";

describe("webManifest", () => {
  it("names the app after the company and lists PNG icons of the sizes installers ask for", () => {
    const manifest = webManifest({ companyName: "Candlewise Academy", tagline: "Learn to trade" });
    expect(manifest.name).toBe("Candlewise Academy");
    expect(manifest.short_name).toBe("Candlewise");
    expect(manifest.description).toBe("Learn to trade");
    expect(manifest.start_url).toBe("/");
    const pngSizes = manifest.icons.filter((icon) => icon.type === "image/png").map((icon) => icon.sizes);
    expect(pngSizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    expect(manifest.icons.some((icon) => "purpose" in icon && icon.purpose === "maskable")).toBe(true);
  });

  it("keeps a short company name whole and cuts a long single word", () => {
    expect(shortNameOf("  Tradewell ")).toBe("Tradewell");
    expect(shortNameOf("Supercalifragilistic Trading")).toBe("Supercalifra");
  });
});
