import { useState } from "react";
import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { ImageUploadField, type UploadStatus } from "../../components/admin/image-upload-field";
import { OverwriteChoice } from "../../components/admin/overwrite-choice";
import { SettingsSection } from "../../components/admin/settings-section";
import { TranslationForm } from "../../components/admin/translation-form";
import { Notice } from "../../components/ui/notice";
import { TextField } from "../../components/ui/text-field";
import { ABOUT_VALUES_MAX, aboutTextFields, VALUE_DESCRIPTION_MAX, VALUE_NAME_MAX } from "../../domain/about-content";
import { addressAfterSave, doneOf } from "../../domain/admin-notices";
import { homeTextSections } from "../../domain/page-texts";
import { changeLogos, loadPagesAdmin, saveAbout, saveHomeTexts, type PagesOutcome } from "../../server/admin/pages.server";
import { loadPageTranslation, pageTranslationRevisionEntity, savePageTranslation } from "../../server/admin/page-translations.server";
import { withDrafts } from "../../server/admin/autosave.server";
import { requirePermission } from "../../server/auth/guard.server";
import { actorOf } from "../../server/repos/audit.server";
import { readUploadForm } from "../../server/uploads/upload-form.server";
import type { Route } from "./+types/pages";

/*
 * Page texts (issue 21, decision 0043): every word of the home page and /about, and the trust
 * banner's logos. Two tabs (?page=about), each a plain form that saves without JavaScript.
 */

export function meta() {
  return [{ title: "Page texts | Candlewise Admin" }];
}

type Tab = "home" | "about" | "home-hi" | "about-hi";
const TABS: readonly Tab[] = ["home", "about", "home-hi", "about-hi"];
const tabOf = (params: URLSearchParams): Tab => TABS.find((tab) => tab === params.get("page")) ?? "home";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requirePermission(context.services, request, "content");
  const tab = tabOf(new URL(request.url).searchParams);
  const [pages, hindi] = await Promise.all([
    loadPagesAdmin(context.services),
    // the Hindi side of a page (issue 23, part 3), on its own tab
    tab === "home-hi" || tab === "about-hi" ? loadPageTranslation(context.services, tab === "home-hi" ? "home" : "about") : null,
  ]);
  // with this account's autosaved draft of it (decision 0059)
  return { ...pages, hindi: await withDrafts(context.services, user.userId, hindi, (texts) => ({ entity: pageTranslationRevisionEntity(texts.page), id: texts.page, version: texts.version })) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = actorOf(await requirePermission(context.services, request, "content"), context.clientIp);
  const received = await readUploadForm(request, { teamImage: "about-team", logo: "trust-logo" });
  if (!received.ok) {
    const outcome: PagesOutcome = { form: received.field === "logo" ? "logos" : "about", ok: false, alert: received.message, fieldErrors: { [received.field]: "Choose another file." } };
    return data(outcome, { status: received.status });
  }
  const { services, log } = context;
  const intent = received.form.get("intent");
  const result =
    intent === "save-home"
      ? await saveHomeTexts(services, log, received.form, actor)
      : intent === "save-about"
        ? await saveAbout(services, log, received, actor)
        : intent === "save-home-hi" || intent === "save-about-hi"
          ? await savePageTranslation(services, log, intent === "save-home-hi" ? "home" : "about", received.form, actor)
          : typeof intent === "string" && intent.endsWith("-logo")
          ? await changeLogos(services, log, received, actor, intent)
          : null;
  if (!result) return data({ form: "home", ok: false, alert: "Unknown request.", fieldErrors: {} } satisfies PagesOutcome, { status: 400 });
  if (result.done) return redirect(addressAfterSave(request.url, result.done));
  return data(result.outcome, { status: result.status });
}

const DONE_TEXT = {
  saved: "Saved. The public site shows it now.",
  added: "Logo added. The trust banner shows it now.",
  updated: "Logos updated. The trust banner shows them now.",
  deleted: "Logo removed from the trust banner.",
} as const;

const buttonClass = "min-h-11 w-full rounded-lg bg-accent-700 px-5 font-semibold text-white hover:bg-accent-800 disabled:opacity-60 sm:w-auto";

export default function AdminPages({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const tab = tabOf(params);
  const done = doneOf(params);
  const outcome = actionData ?? null;
  const notice = outcome && !outcome.ok ? { tone: "error" as const, text: outcome.alert ?? "Nothing was saved." } : done ? { tone: "success" as const, text: DONE_TEXT[done] } : null;
  return (
    <>
      <h1 className="text-2xl">Page texts</h1>
      <p className="mt-2 max-w-2xl text-slate-600">
        The words of the home page and the About page, in English and, on their own tabs, in Hindi. Each box shows what the page shows now; empty a
        box to bring back the original text. Figures written in English as plain numbers (such as 250+ or 9.20%) show on the Hindi pages too, unless
        given Hindi.
      </p>
      <nav aria-label="Pages" className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {(
            [
              ["home", "/admin/pages", "Home page"],
              ["about", "/admin/pages?page=about", "About page"],
              ["home-hi", "/admin/pages?page=home-hi", "Home page in Hindi"],
              ["about-hi", "/admin/pages?page=about-hi", "About page in Hindi"],
            ] as const
          ).map(([name, to, label]) => (
            <li key={name}>
              <Link
                to={to}
                aria-current={tab === name ? "page" : undefined}
                className={`inline-flex min-h-11 items-center rounded-lg border px-4 font-semibold ${tab === name ? "border-accent-700 bg-accent-700 text-white" : "border-slate-300 bg-white text-navy-900 hover:border-accent-600"}`}
              >
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Notice notice={notice} />
      {tab === "home" ? (
        <>
          <HomeForm data={loaderData.home} outcome={outcome?.form === "home" ? outcome : null} />
          <LogosManager logos={loaderData.logos} outcome={outcome?.form === "logos" ? outcome : null} />
        </>
      ) : tab === "about" ? (
        <AboutForm data={loaderData.about} outcome={outcome?.form === "about" ? outcome : null} />
      ) : (
        loaderData.hindi && <HindiForm data={loaderData.hindi} outcome={outcome?.form === tab ? outcome : null} />
      )}
    </>
  );
}

type LoaderData = Route.ComponentProps["loaderData"];

function HomeForm({ data: home, outcome }: { data: LoaderData["home"]; outcome: PagesOutcome | null }) {
  const busy = useNavigation().formData?.get("intent") === "save-home";
  const values = { ...home.values, ...outcome?.values };
  const errors = outcome?.fieldErrors ?? {};
  const changed = new Set(home.changed);
  return (
    <Form method="post" noValidate aria-label="Home page texts" className="mt-6 max-w-3xl space-y-6">
      <input type="hidden" name="intent" value="save-home" />
      <VersionFields page="home" version={outcome?.version ?? home.version} conflictVersion={outcome?.conflictVersion} />
      {homeTextSections.map((section) => (
        <SettingsSection key={section.id} title={section.title}>
          {section.fields.map((field) => (
            <TextField
              // keyed by what is stored too: after a save the box shows what the page shows (an emptied box, the original)
              key={`${field.key}-${outcome ? "typed" : "stored"}-${home.values[field.key]}`}
              name={field.key}
              label={field.label}
              multiline={field.multiline}
              maxLength={field.max}
              defaultValue={values[field.key] ?? ""}
              error={errors[field.key]}
              hint={changed.has(field.key) ? `Changed. Original: ${home.defaults[field.key]}` : undefined}
            />
          ))}
        </SettingsSection>
      ))}
      <button type="submit" disabled={busy} className={buttonClass}>
        {busy ? "Saving..." : "Save home page texts"}
      </button>
    </Form>
  );
}

function LogosManager({ logos, outcome }: { logos: LoaderData["logos"]; outcome: PagesOutcome | null }) {
  const [upload, setUpload] = useState<UploadStatus>("idle");
  const navigation = useNavigation();
  const adding = navigation.formData?.get("intent") === "add-logo" || upload === "uploading";
  const errors = outcome?.fieldErrors ?? {};
  const small = "inline-flex min-h-10 items-center rounded-lg border px-3 text-sm font-semibold disabled:opacity-50";
  return (
    <section aria-labelledby="logos-heading" className="mt-10 max-w-3xl rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="logos-heading" className="text-xl">
        Trust banner logos <span className="text-base font-normal text-slate-500">({logos.length})</span>
      </h2>
      <p className="mt-1 text-sm text-slate-600">Shown in this order, in an endless row under the claim. The description is read to people who cannot see the logo.</p>
      {logos.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">No logos: the banner shows the claim alone.</p>
      ) : (
        <ol className="mt-4 space-y-3" data-testid="logo-list">
          {logos.map((logo, index) => {
            const keep = (
              <>
                <input type="hidden" name="index" value={index} />
                <input type="hidden" name="image" value={logo.image} />
              </>
            );
            return (
              <li key={`${index}-${logo.image}`} className="rounded-lg border border-slate-200 p-3" data-testid="logo-item">
                <div className="flex flex-wrap items-end gap-3">
                  <img src={logo.image} alt="" width={120} height={36} className="h-9 w-28 rounded bg-navy-900 object-contain p-1" />
                  <Form method="post" noValidate className="flex min-w-0 flex-1 flex-wrap items-end gap-2">
                    <input type="hidden" name="intent" value="rename-logo" />
                    {keep}
                    <TextField
                      key={logo.name}
                      name="name"
                      label={`Logo ${index + 1}: description`}
                      maxLength={80}
                      defaultValue={logo.name}
                      error={errors[`name-${index}`]}
                      className="min-w-0 flex-1"
                    />
                    <button type="submit" className={`${small} border-slate-300 bg-white text-navy-900 hover:border-accent-600`}>
                      Save<span className="sr-only"> the description of logo {index + 1}</span>
                    </button>
                  </Form>
                </div>
                <div className="mt-2 flex flex-wrap gap-2">
                  {(["up", "down"] as const).map((direction) => (
                    <Form key={direction} method="post" preventScrollReset>
                      <input type="hidden" name="intent" value="move-logo" />
                      <input type="hidden" name="direction" value={direction} />
                      {keep}
                      <button
                        type="submit"
                        disabled={direction === "up" ? index === 0 : index === logos.length - 1}
                        className={`${small} border-slate-300 bg-white text-navy-900 hover:border-accent-600`}
                      >
                        Move {direction}
                        <span className="sr-only"> {logo.name}</span>
                      </button>
                    </Form>
                  ))}
                  <Form method="post" preventScrollReset>
                    <input type="hidden" name="intent" value="remove-logo" />
                    {keep}
                    <button type="submit" className={`${small} border-red-200 bg-white text-red-700 hover:bg-red-50`}>
                      Remove<span className="sr-only"> {logo.name}</span>
                    </button>
                  </Form>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <Form method="post" encType="multipart/form-data" noValidate aria-label="Add a logo" className="mt-6 rounded-xl border border-slate-200 bg-slate-50/60 p-3 sm:p-4">
        <input type="hidden" name="intent" value="add-logo" />
        <div className="grid gap-5 md:grid-cols-2">
          <TextField
            name="name"
            label="New logo: description"
            required
            maxLength={80}
            hint="The company's name as it is written."
            defaultValue={outcome && !outcome.ok && !outcome.values?.index ? (outcome.values?.name ?? "") : ""}
            error={errors.name}
          />
          <ImageUploadField name="logo" purpose="trust-logo" label="New logo: image" required dropZone error={errors.logo} onStatusChange={setUpload} />
        </div>
        <button type="submit" disabled={adding} className={`mt-5 ${buttonClass}`}>
          {adding ? "Adding..." : "Add logo"}
        </button>
      </Form>
    </section>
  );
}

function AboutForm({ data: about, outcome }: { data: LoaderData["about"]; outcome: PagesOutcome | null }) {
  const [upload, setUpload] = useState<UploadStatus>("idle");
  const busy = useNavigation().formData?.get("intent") === "save-about" || upload === "uploading";
  const values = { ...about.values, ...outcome?.values };
  const errors = outcome?.fieldErrors ?? {};
  const field = (name: string, label: string, max: number, multiline = false) => (
    <TextField key={`${name}-${outcome ? "typed" : "stored"}-${about.values[name]}`} name={name} label={label} maxLength={max} multiline={multiline} defaultValue={values[name] ?? ""} error={errors[name]} />
  );
  const [title, intro, mission, vision, teamHeading, teamText, teamImageAlt, eyebrow, missionHeading, visionHeading, valuesHeading] = aboutTextFields;
  const text = (definition: (typeof aboutTextFields)[number]) => field(definition.key, definition.label, definition.max, "multiline" in definition);
  return (
    <Form method="post" encType="multipart/form-data" noValidate aria-label="About page" className="mt-6 max-w-3xl space-y-6">
      <input type="hidden" name="intent" value="save-about" />
      <VersionFields page="about" version={outcome?.version ?? about.version} conflictVersion={outcome?.conflictVersion} />
      <SettingsSection title="Introduction">
        {text(eyebrow)}
        {text(title)}
        {text(intro)}
      </SettingsSection>
      <SettingsSection title="Mission and vision">
        {text(missionHeading)}
        {text(mission)}
        {text(visionHeading)}
        {text(vision)}
      </SettingsSection>
      <SettingsSection title="Values" hint={`Up to ${ABOUT_VALUES_MAX}, shown in this order; a value with an empty name is left out. All empty: the original values.`}>
        {text(valuesHeading)}
        {Array.from({ length: ABOUT_VALUES_MAX }, (_, index) => (
          <div key={index} className="grid gap-3 rounded-lg border border-slate-100 p-3 sm:grid-cols-[1fr_2fr]">
            {field(`value${index + 1}Name`, `Value ${index + 1}: name`, VALUE_NAME_MAX)}
            {field(`value${index + 1}Description`, `Value ${index + 1}: description`, VALUE_DESCRIPTION_MAX, true)}
          </div>
        ))}
      </SettingsSection>
      <SettingsSection title="Team">
        {text(teamHeading)}
        {text(teamText)}
        <ImageUploadField
          name="teamImage"
          purpose="about-team"
          label="Team picture"
          currentUrl={about.teamImage}
          removable
          removeLabel="Use the original picture"
          error={errors.teamImage}
          onStatusChange={setUpload}
        />
        {text(teamImageAlt)}
      </SettingsSection>
      <button type="submit" disabled={busy} className={buttonClass}>
        {busy ? "Saving..." : "Save About page"}
      </button>
    </Form>
  );
}

/**
 * The version a page's form was loaded from (a save from an older one is refused, naming who saved
 * in between), the choice to save over a newer one after such a refusal, and the page's revisions.
 */
function VersionFields({ page, version, conflictVersion }: { page: "home" | "about"; version: string; conflictVersion?: string }) {
  return (
    <div className="space-y-3">
      <input type="hidden" name="version" value={version} />
      {conflictVersion && <OverwriteChoice version={conflictVersion} />}
      <Link to={`/admin/revisions/${page}-page/${page}`} className="inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-semibold text-accent-700 hover:bg-slate-100">
        Revisions of the {page === "home" ? "home page texts" : "About page texts"}
      </Link>
    </div>
  );
}

/** A page's Hindi beside its English (issue 23, part 3; decision 0046): the shared translation form. */
function HindiForm({ data: hindi, outcome }: { data: NonNullable<LoaderData["hindi"]>; outcome: PagesOutcome | null }) {
  return (
    <TranslationForm
      name={hindi.page === "home" ? "Home page in Hindi" : "About page in Hindi"}
      intent={hindi.page === "home" ? "save-home-hi" : "save-about-hi"}
      hindiVersion={hindi.version}
      rows={hindi.rows}
      waiting={hindi.waiting}
      outcome={outcome && { ...outcome, hindiVersion: outcome.version }}
      emptyBox="An empty box shows the site's own Hindi words again."
      untranslatedHint={(row) => (row.needsTranslation ? "Needs translation: the English changed after this Hindi was written." : "The site's own Hindi words.")}
      drafts={hindi.drafts}
    >
      <Link to={`/admin/revisions/${hindi.page}-page-hi/${hindi.page}`} className="inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-semibold text-accent-700 hover:bg-slate-100">
        Revisions of the {hindi.page === "home" ? "home page texts" : "About page texts"} in Hindi
      </Link>
    </TranslationForm>
  );
}
