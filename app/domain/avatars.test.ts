import { describe, expect, it } from "vitest";
import { AVATAR_PALETTE, avatarColour, avatarSvg, generatedAvatarUrl, initialsOf, nameOfAvatarFile } from "./avatars";

/** WCAG relative luminance contrast of white on a colour */
function contrastWithWhite(hex: string): number {
  const channel = (index: number) => {
    const value = parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  return 1.05 / (luminance + 0.05);
}

describe("generated avatars", () => {
  it("takes the first letters of the first and last names", () => {
    expect(initialsOf("Asha Kulkarni")).toBe("AK");
    expect(initialsOf("  rohan  ")).toBe("R");
    expect(initialsOf("Priya S. Deshmukh")).toBe("PD");
    expect(initialsOf("Émile Zola")).toBe("ÉZ");
    expect(initialsOf("")).toBe("?");
    expect(initialsOf("(Dr) Mehta")).toBe("DM");
  });

  it("gives one name one colour, from a palette white text can be read on (AA)", () => {
    expect(avatarColour("Asha Kulkarni")).toBe(avatarColour("asha kulkarni "));
    for (const colour of AVATAR_PALETTE) expect(contrastWithWhite(colour), colour).toBeGreaterThanOrEqual(4.5);
  });

  it("escapes what it draws and holds no script", () => {
    const svg = avatarSvg("<script>alert(1)</script> &Co");
    expect(svg).not.toMatch(/<script/i);
    expect(svg).toContain(">SC</text>");
    expect(svg.startsWith("<svg")).toBe(true);
  });

  it("round-trips the author through the address", () => {
    const url = generatedAvatarUrl("Asha Kulkarni");
    expect(url).toBe("/avatars/Asha%20Kulkarni.svg");
    expect(nameOfAvatarFile(decodeURIComponent(url.slice("/avatars/".length)))).toBe("Asha Kulkarni");
    expect(nameOfAvatarFile("x.png")).toBeNull();
  });
});
