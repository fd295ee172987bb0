import { Link } from "react-router";
import { SimplePage } from "../../components/site/page-intro";
import { publicPageHandle, publicPages } from "../../domain/public-pages";

export const handle = publicPageHandle;

/** The public pages, then the spec's link to the back office. */
const links: [string, string][] = [...publicPages.map((page): [string, string] => [page.path, page.name]), ["/admin", "Admin"]];

export default function Sitemap() {
  return (
    <SimplePage title="Sitemap">
      <ul className="grid gap-2 sm:grid-cols-2">
        {links.map(([to, label]) => (
          <li key={to}>
            <Link to={to} className="text-accent-700 underline-offset-4 hover:underline">
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </SimplePage>
  );
}
