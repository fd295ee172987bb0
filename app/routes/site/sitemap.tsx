import { Link } from "react-router";
import { SimplePage } from "../../components/site/page-intro";
import { pageName, publicPageHandle, publicPages } from "../../domain/public-pages";
import { useLocale, useLocalPath, useT } from "../../i18n/texts";

export const handle = publicPageHandle;

/** The public pages in the page's language and at its addresses, then the spec's link to the back office (English only). */
export default function Sitemap() {
  const t = useT();
  const localPath = useLocalPath();
  const locale = useLocale();
  // the back office has no Hindi version: on a Hindi page its link says where it leads
  const links: { to: string; label: string; hrefLang?: string }[] = [
    ...publicPages.map((page) => ({ to: localPath(page.path), label: pageName(page, t) })),
    { to: "/admin", label: t("pages.admin"), ...(locale === "en" ? {} : { hrefLang: "en" }) },
  ];
  return (
    <SimplePage title={t("pages.sitemapName")}>
      <ul className="grid gap-2 sm:grid-cols-2">
        {links.map(({ to, label, hrefLang }) => (
          <li key={to}>
            <Link to={to} hrefLang={hrefLang} className="text-accent-700 underline-offset-4 hover:underline">
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </SimplePage>
  );
}
