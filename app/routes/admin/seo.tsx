import { data, redirect } from "react-router";
import { SeoEditor } from "../../components/admin/seo-editor";
import { messages } from "../../domain/messages";
import { GLOBAL_SEO_KEY, seoKeyOfPath } from "../../domain/seo/seo-fields";
import { listSeoPageChoices, previewDefaults, readSeoValues, saveSeoRecord } from "../../server/admin/seo.server";
import { requirePermission } from "../../server/auth/guard.server";
import { actorOf } from "../../server/repos/audit.server";
import { readForm } from "../../server/http/request-form.server";
import type { Route } from "./+types/seo";

export function meta() {
  return [{ title: `${messages.seo.title} | Candlewise Admin` }];
}

/** ?scope=page&page=/about opens a page's record; without it, the global record. */
function chosenRecord(url: URL): { scope: "global" | "page"; page: string | null } {
  const scope = url.searchParams.get("scope") === "page" ? "page" : "global";
  const page = url.searchParams.get("page")?.trim() || null;
  return { scope, page: scope === "page" ? page : null };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(context.services, request, "content");
  const url = new URL(request.url);
  const { scope, page } = chosenRecord(url);
  const choices = await listSeoPageChoices(context.services);
  const known = page && choices.some((choice) => choice.path === page) ? page : null;
  const key = scope === "global" ? GLOBAL_SEO_KEY : known ? seoKeyOfPath(known) : null;
  const [values, defaults, hindiDefaults] = await Promise.all([
    key ? readSeoValues(context.services, key) : null,
    previewDefaults(context.services, scope === "global" ? null : known),
    previewDefaults(context.services, scope === "global" ? null : known, "hi"),
  ]);
  const saved = url.searchParams.get("done") === "saved";
  return {
    scope,
    page: known,
    choices,
    values,
    defaults,
    hindiDefaults,
    notice: saved ? { tone: "success" as const, text: scope === "global" ? messages.seo.globalSaved : messages.seo.pageSaved } : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = actorOf(await requirePermission(context.services, request, "content"), context.clientIp);
  const form = await readForm(request);
  const outcome = await saveSeoRecord(context.services, form, actor);
  if (!outcome.ok) return data(outcome, { status: outcome.status });
  const scope = form.get("scope") === "page" ? "page" : "global";
  const params = new URLSearchParams({ scope, ...(scope === "page" ? { page: String(form.get("page")) } : {}), done: "saved" });
  return redirect(`/admin/seo?${params}`);
}

export default function AdminSeo({ loaderData, actionData }: Route.ComponentProps) {
  return <SeoEditor {...loaderData} failure={actionData && !actionData.ok ? actionData : null} />;
}
