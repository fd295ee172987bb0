/** The site's colours, as the document head's theme-color and the manifest give them to browsers. */
export const THEME_COLOR = "#0b1b33";
const BACKGROUND_COLOR = "#ffffff";

/** A short name fits under a home-screen icon (about 12 characters): the first word of a longer name. */
export function shortNameOf(companyName: string): string {
  const name = companyName.trim();
  return name.length <= 12 ? name : (name.split(/\s+/)[0] ?? name).slice(0, 12);
}

/** The web app manifest (served at /site.webmanifest), named after the company in the settings. */
export function webManifest({ companyName, tagline }: { companyName: string; tagline: string }) {
  return {
    name: companyName,
    short_name: shortNameOf(companyName),
    description: tagline,
    id: "/",
    start_url: "/",
    scope: "/",
    display: "standalone",
    lang: "en-IN",
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
