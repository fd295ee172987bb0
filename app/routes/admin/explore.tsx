import { data, Link, redirect, useSearchParams } from "react-router";
import { HindiState, RecordTranslationView } from "../../components/admin/record-translation";
import { Notice, type NoticeData } from "../../components/ui/notice";
import { addressAfterSave, doneOf } from "../../domain/admin-notices";
import { EXPLORE_HINDI_REVISIONS, loadExploreTranslation, saveExploreTranslation } from "../../server/admin/explore-translations.server";
import { withDrafts } from "../../server/admin/autosave.server";
import { ExplorePlatformsManager } from "../../components/admin/explore-platforms-manager";
import { ExploreProgramsManager } from "../../components/admin/explore-programs-manager";
import { useLiveRevalidation } from "../../components/admin/use-live-events";
import { addressWithout } from "../../domain/addresses";
import type { ExploreFormOutcome } from "../../domain/explore";
import { platformKey, programKey } from "../../domain/explore-translation";
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
  const user = await requirePermission(context.services, request, "content");
  // the section's Hindi beside its English (?hindi=1; decision 0055), and how many of its texts wait for it
  const showHindi = new URL(request.url).searchParams.has("hindi");
  const [english, hindi] = await Promise.all([loadExploreAdmin(context.services), loadExploreTranslation(context.services)]);
  const waiting = new Set(hindi?.rows.filter((row) => row.needsTranslation).map((row) => row.key));
  return {
    ...english,
    // each item's mark in its list
    programs: english.programs.map((program) => ({ ...program, hindiWaiting: waiting.has(programKey(program.id)) ? 1 : 0 })),
    platforms: english.platforms.map((platform) => ({ ...platform, hindiWaiting: waiting.has(platformKey(platform.id)) ? 1 : 0 })),
    // with this account's autosaved draft of it (decision 0059)
    hindi: showHindi ? await withDrafts(context.services, user.userId, hindi, (section) => ({ entity: EXPLORE_HINDI_REVISIONS, id: section.id, version: section.hindiVersion })) : null,
    hindiWaiting: hindi?.waiting ?? 0,
  };
}

/** A refused Hindi save: what was typed and what was refused, by field. */
interface HindiAnswer {
  form: "hindi";
  error: string;
  values: Record<string, string>;
  fieldErrors: Record<string, string>;
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
  if (received.form.get("intent") === "save-hindi") {
    const saved = await saveExploreTranslation(services, log, received.form, actor);
    if (!saved.ok) return data<HindiAnswer>({ form: "hindi", error: saved.error, values: saved.values, fieldErrors: saved.fieldErrors }, { status: saved.status });
    // back to the Hindi view, which shows what the page shows now
    return redirect(addressAfterSave(request.url, "saved"));
  }
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
  const { companyName, programs, platforms, hindi, hindiWaiting } = loaderData;
  const [params] = useSearchParams();
  const editId = params.get("edit");
  const editing = (editId && programs.find((program) => program.id === editId)) || null;
  // Another administrator's change (or one made in another tab) reloads both lists at once.
  useLiveRevalidation(["content.changed"], (event) => event.area === "explore");
  const outcome = actionData && actionData.form !== "hindi" ? actionData : null;
  const hindiAnswer = actionData?.form === "hindi" ? actionData : null;
  const notice: NoticeData | null = hindiAnswer ? { tone: "error", text: hindiAnswer.error } : hindi && doneOf(params) === "saved" ? { tone: "success", text: "The Hindi texts were saved." } : null;

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
      <p className="mt-4 flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <HindiState waiting={hindiWaiting} testId="explore-hindi-state" />
        {!hindi && (
          <Link to="?hindi=1" preventScrollReset className="inline-flex min-h-10 items-center rounded-lg border border-slate-300 px-4 font-semibold text-navy-900 hover:bg-slate-50">
            Hindi<span className="sr-only"> version of the Explore section</span>
          </Link>
        )}
      </p>
      <Notice notice={notice} />
      {hindi && (
        <section aria-labelledby="explore-hindi" className="mt-6 max-w-6xl rounded-2xl border border-accent-600 bg-white p-4 shadow-sm sm:p-6">
          <RecordTranslationView
            hindi={hindi}
            answer={hindiAnswer}
            heading="h2"
            headingId="explore-hindi"
            englishHref="/admin/explore"
            revisionsHref="/admin/revisions/explore-hi/home"
            closeHref="/admin/explore"
          >
            On /hi each program&apos;s label and each platform&apos;s alt text shows its Hindi while that Hindi was written from today&apos;s English; the others
            show in English, marked as English.
          </RecordTranslationView>
        </section>
      )}
      <div className="mt-8 max-w-6xl space-y-8">
        <ExploreProgramsManager programs={programs} editing={editing} outcome={outcome} />
        <ExplorePlatformsManager platforms={platforms} outcome={outcome} />
      </div>
    </>
  );
}
