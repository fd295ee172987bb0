import { data } from "react-router";
import { StatusPage } from "../../components/ui/status-page";
import type { SeoHandle } from "../../domain/seo/route-seo";

export const handle: SeoHandle = { seo: () => ({ name: "Page not found", notFound: true }) };

/** Any unknown address under the site answers 404 with a real page. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return <StatusPage status={404} titled={false} />;
}

export function ErrorBoundary() {
  return <StatusPage status={404} titled={false} />;
}
