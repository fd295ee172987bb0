import { data } from "react-router";
import { StatusPage } from "../../components/ui/status-page";
import type { SeoHandle } from "../../domain/seo/route-seo";
import { useLocalPath, useT } from "../../i18n/texts";
import { contentPage, type RouteHandle } from "../../route-handle";

/** a page of text and links: whole without the framework (decision 0060) */
export const handle: SeoHandle & RouteHandle = { ...contentPage, seo: ({ t }) => ({ name: t("pages.notFound"), notFound: true }) };

/** Any unknown address under the site answers 404 with a real page. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return <SiteNotFound />;
}

export function ErrorBoundary() {
  return <SiteNotFound />;
}

/** The 404 page in the address's language: under /hi, in Hindi, with its way back to /hi. */
function SiteNotFound() {
  const t = useT();
  const localPath = useLocalPath();
  const words = { label: t("notFound.label", { status: "404" }), title: t("notFound.title"), body: t("notFound.body"), backHome: t("notFound.backHome") };
  return <StatusPage status={404} titled={false} words={words} homePath={localPath("/")} />;
}
