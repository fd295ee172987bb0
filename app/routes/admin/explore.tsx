import { data, redirect, useSearchParams } from "react-router";
import { ExplorePlatformsManager } from "../../components/admin/explore-platforms-manager";
import { ExploreProgramsManager } from "../../components/admin/explore-programs-manager";
import { useLiveRevalidation } from "../../components/admin/use-live-events";
import { addressWithout } from "../../domain/addresses";
import type { ExploreFormOutcome } from "../../domain/explore";
import { messages } from "../../domain/messages";
import { addPlatform, loadExploreAdmin, removePlatform, removeProgram, saveProgram } from "../../server/admin/explore.server";
import { requirePermission } from "../../server/auth/guard.server";
import { actorOf } from "../../server/repos/audit.server";
import { readUploadForm } from "../../server/uploads/upload-form.server";
import type { Route } from "./+types/explore";

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData ? messages.explore.title(loaderData.companyName) : "Explore"} | Candlewise Admin` }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(context.services, request, "content");
  return loadExploreAdmin(context.services);
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = actorOf(await requirePermission(context.services, request, "content"), context.clientIp);
  const received = await readUploadForm(request, { icon: "program-icon", image: "explore-platform" });
  if (!received.ok) {
    const outcome: ExploreFormOutcome = {
      form: received.field === "icon" ? "program" : "platform",
      ok: false,
      alert: received.message,
      fieldErrors: { [received.field]: "Choose another file." },
    };
    return data(outcome, { status: received.status });
  }
  const { services, log } = context;
  const id = received.form.get("id");
  const result = await (() => {
    switch (received.form.get("intent")) {
      case "save-program":
        return saveProgram(services, log, received, actor);
      case "add-platform":
        return addPlatform(services, log, received, actor);
      case "delete-program":
        return typeof id === "string" ? removeProgram(services, log, id, actor) : null;
      case "delete-platform":
        return typeof id === "string" ? removePlatform(services, log, id, actor) : null;
      default:
        return null;
    }
  })();
  if (!result) return data({ form: "program", ok: false, alert: "Unknown request.", fieldErrors: {} } satisfies ExploreFormOutcome, { status: 400 });
  if (result.close) return redirect(addressWithout(request.url, result.close));
  return data(result.outcome, { status: result.status });
}

export default function AdminExplore({ loaderData, actionData }: Route.ComponentProps) {
  const { companyName, programs, platforms } = loaderData;
  const [params] = useSearchParams();
  const editId = params.get("edit");
  const editing = (editId && programs.find((program) => program.id === editId)) || null;
  // Another administrator's change (or one made in another tab) reloads both lists at once.
  useLiveRevalidation(["content.changed"], (event) => event.area === "explore");
  const outcome = actionData ?? null;

  return (
    <>
      <h1 className="text-2xl">{messages.explore.title(companyName)}</h1>
      <p className="mt-2 max-w-2xl text-slate-600">
        The programs and platforms of the home page's Explore section. Changes show on the site at once, and on every
        administrator's open screen.
      </p>
      {editId && !editing && (
        <p role="status" className="mt-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          The program you were editing no longer exists; it may have been deleted by another administrator.
        </p>
      )}
      <div className="mt-8 max-w-6xl space-y-8">
        <ExploreProgramsManager programs={programs} editing={editing} outcome={outcome} />
        <ExplorePlatformsManager platforms={platforms} outcome={outcome} />
      </div>
    </>
  );
}
