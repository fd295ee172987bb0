/*
 * The default testimonial avatar, drawn by the product itself (decision 0012): the author's
 * initials on a colour chosen from the name. Pure, so the resource route and tests share it.
 */

/** dark shades only: white initials on each of them pass WCAG AA (at least 4.5:1) */
export const AVATAR_PALETTE = ["#065f46", "#1e3a8a", "#7c2d12", "#6b21a8", "#9f1239", "#155e75", "#3f6212", "#854d0e"] as const;

export const AVATAR_PATH_PREFIX = "/avatars/";
const MAX_NAME_LENGTH = 120;

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
  if (words.length === 0) return "?";
  const firstLetter = (word: string) => Array.from(word.replace(/^[^\p{L}\p{N}]+/u, ""))[0] ?? "";
  const letters = words.length === 1 ? firstLetter(words[0]!) : firstLetter(words[0]!) + firstLetter(words.at(-1)!);
  return letters.toUpperCase() || "?";
}

/** FNV-1a over the lower-cased name: the same author always gets the same colour. */
export function avatarColour(name: string): string {
  let hash = 0x811c9dc5;
  for (const char of name.trim().toLowerCase()) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return AVATAR_PALETTE[hash % AVATAR_PALETTE.length]!;
}

function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A tiny square SVG: a coloured background and the escaped initials, nothing else. */
export function avatarSvg(name: string): string {
  const initials = escapeXml(initialsOf(name));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" fill="${avatarColour(name)}"/>` +
    `<text x="48" y="48" dy="0.35em" text-anchor="middle" fill="#ffffff" font-family="system-ui,-apple-system,'Segoe UI',Roboto,sans-serif" font-size="38" font-weight="600">${initials}</text>` +
    `</svg>`
  );
}

/** The address of the generated avatar of an author, as stored on the testimonial. */
export function generatedAvatarUrl(author: string): string {
  return `${AVATAR_PATH_PREFIX}${encodeURIComponent(author.trim().slice(0, MAX_NAME_LENGTH) || "?")}.svg`;
}

export function isGeneratedAvatar(url: string): boolean {
  return url.startsWith(AVATAR_PATH_PREFIX);
}

/** The name inside a generated avatar's file name ("Asha Kulkarni.svg"), or null when it is not one. */
export function nameOfAvatarFile(file: string): string | null {
  if (!file.endsWith(".svg")) return null;
  const name = file.slice(0, -".svg".length);
  return name.length > 0 && name.length <= MAX_NAME_LENGTH ? name : null;
}
