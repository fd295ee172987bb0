/*
 * The nine course categories of the public spec, in the order the home page's category guide
 * shows them. Kept apart from the settings schema so that a page showing them does not bring the
 * schema library into the browser.
 */
export const courseCategories = [
  "Trading Basics",
  "Technical Analysis",
  "Options Trading",
  "Trading Strategies",
  "Digital Marketing",
  "Web Development",
  "Google Ads",
  "Crypto & Investing",
  "Finance Certification",
] as const;
