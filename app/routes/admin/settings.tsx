import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { Notice } from "../../components/ui/notice";
import { SettingsSection } from "../../components/admin/settings-section";
import { SelectField } from "../../components/ui/select-field";
import { TextField } from "../../components/ui/text-field";
import { addressAfterSave, doneOf } from "../../domain/admin-notices";
import type { SettingsFieldErrors, SettingsFormField, SettingsFormValues } from "../../domain/settings-form";
import { readSettingsForm, saveSettings, settingsVersion } from "../../server/admin/settings.server";
import { requirePermission } from "../../server/auth/guard.server";
import { readForm } from "../../server/http/request-form.server";
import type { Route } from "./+types/settings";
import { OverwriteChoice } from "../../components/admin/overwrite-choice";
import { HindiState, RecordTranslationView } from "../../components/admin/record-translation";
import { withDrafts } from "../../server/admin/autosave.server";
import { loadSettingsTranslation, saveSettingsTranslation, SETTINGS_HINDI_REVISIONS } from "../../server/admin/settings-translations.server";
import { SETTINGS_TRANSLATION_RECORD } from "../../server/settings-translations.server";

export function meta() {
  return [{ title: "Settings | Candlewise Admin" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requirePermission(context.services, request, "settings");
  // the texts' Hindi beside their English (?hindi=1; decision 0058), and how many of them wait for it
  const showHindi = new URL(request.url).searchParams.has("hindi");
  const [values, version, hindi] = await Promise.all([readSettingsForm(context.services), settingsVersion(context.services.db), loadSettingsTranslation(context.services)]);
  // with this account's autosaved draft of it (decision 0059)
  const shown = showHindi ? await withDrafts(context.services, user.userId, hindi, (texts) => ({ entity: SETTINGS_HINDI_REVISIONS, id: SETTINGS_TRANSLATION_RECORD, version: texts.hindiVersion })) : null;
  return { values, version, hindi: shown, hindiWaiting: hindi?.waiting ?? 0 };
}

/** A refused Hindi save: what was typed and what was refused, by field. */
interface HindiAnswer {
  form: "hindi";
  error: string;
  values: Record<string, string>;
  fieldErrors: Record<string, string>;
  hindiVersion?: string | null;
  conflictVersion?: string;
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requirePermission(context.services, request, "settings");
  const form = await readForm(request);
  if (form.get("intent") === "save-hindi") {
    const saved = await saveSettingsTranslation(context.services, context.log, form, { id: user.userId, email: user.email, ip: context.clientIp });
    if (!saved.ok) {
      const { error, values, fieldErrors, hindiVersion, conflictVersion } = saved;
      return data<HindiAnswer>({ form: "hindi", error, values, fieldErrors, hindiVersion, ...(conflictVersion ? { conflictVersion } : {}) }, { status: saved.status });
    }
    // back to the Hindi view, which shows what the public pages show now ("updated": the English form's save is "saved", from the same view too)
    return redirect(addressAfterSave(request.url, "updated"));
  }
  const outcome = await saveSettings(context.services, { id: user.userId, email: user.email, ip: context.clientIp }, form);
  if (!outcome.ok) {
    // the version the typing started from goes back with it, and who saved since (decision 0041)
    const version = typeof form.get("version") === "string" ? String(form.get("version")) : null;
    return data({ fieldErrors: outcome.fieldErrors, values: outcome.values, version, conflict: outcome.conflict ?? null }, { status: outcome.status });
  }
  return redirect(addressAfterSave(request.url, "saved"));
}

type FieldProps = { name: SettingsFormField; label: string; type?: string; required?: boolean; hint?: string; placeholder?: string; autoComplete?: string; multiline?: boolean };

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const navigation = useNavigation();
  // the Hindi form shows its own "Saving..."
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") !== "save-hindi";
  const { hindi, hindiWaiting } = loaderData;
  const hindiAnswer = actionData && "form" in actionData ? actionData : null;
  const englishAnswer = actionData && !("form" in actionData) ? actionData : null;
  const errors: SettingsFieldErrors = englishAnswer?.fieldErrors ?? {};
  // what was typed stays after a refused save; otherwise the stored values
  const values: SettingsFormValues = englishAnswer?.values ?? loaderData.values;
  const conflict = englishAnswer?.conflict ?? null;
  const notice = hindiAnswer
    ? { tone: "error" as const, text: hindiAnswer.error }
    : englishAnswer
      ? { tone: "error" as const, text: conflict ? conflict.message : "Nothing was saved: correct the fields marked below." }
      : doneOf(params) === "saved"
        ? { tone: "success" as const, text: "Settings saved. The public site shows them now." }
        : doneOf(params) === "updated"
          ? { tone: "success" as const, text: "The Hindi texts were saved. The Hindi pages show them now." }
          : null;
  const field = ({ name, ...props }: FieldProps) => (
    // keyed by the values' source, so a refused save's typed values replace the stored ones in the boxes
    <TextField key={`${name}-${englishAnswer ? "typed" : "stored"}`} name={name} defaultValue={values[name] ?? ""} error={errors[name]} {...props} />
  );
  return (
    <>
      <h1 className="text-2xl">Settings</h1>
      <p className="mt-2 max-w-2xl text-slate-600">
        What the public site shows about the company, in its header, footer and contact page. The exchange rates the calculators use are
        on their own page: <Link to="/admin/rates" className="font-semibold text-accent-800 underline">Exchange rates</Link>.
      </p>
      <Notice notice={notice} />
      <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
        <Link to="/admin/revisions/settings/site" className="inline-flex min-h-10 items-center font-semibold text-accent-800 underline">
          Revisions of the settings
        </Link>
        <span className="inline-flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <HindiState waiting={hindiWaiting} testId="settings-hindi-state" />
          {!hindi && (
            <Link to="?hindi=1" preventScrollReset className="inline-flex min-h-10 items-center rounded-lg border border-slate-300 px-4 font-semibold text-navy-900 hover:bg-slate-50">
              Hindi<span className="sr-only"> version of the tagline, address, business hours and SEBI registration</span>
            </Link>
          )}
        </span>
      </p>
      {hindi && (
        <section aria-labelledby="settings-hindi" className="mt-6 max-w-4xl rounded-2xl border border-accent-600 bg-white p-4 shadow-sm sm:p-6">
          <RecordTranslationView
            hindi={hindi}
            answer={hindiAnswer}
            heading="h2"
            headingId="settings-hindi"
            englishHref="/admin/settings"
            revisionsHref="/admin/revisions/settings-hi/site"
            closeHref="/admin/settings"
          >
            The tagline, address, business hours and SEBI registration as the Hindi pages (/hi) show them: in the footer, the Hindi blog&apos;s feeds and the
            Hindi legal documents. Each shows its Hindi while that Hindi was written from today&apos;s English; otherwise its English, marked as English.
          </RecordTranslationView>
        </section>
      )}
      <Form method="post" noValidate className="mt-6 max-w-3xl space-y-6">
        <input type="hidden" name="version" value={englishAnswer?.version ?? loaderData.version} />
        {conflict && <OverwriteChoice version={conflict.version} />}
        <SettingsSection title="Company">
          {field({ name: "companyName", label: "Company name", required: true, autoComplete: "organization" })}
          {field({ name: "tagline", label: "Tagline", hint: "One line under the name in the footer." })}
        </SettingsSection>
        <SettingsSection title="Contact details">
          {field({ name: "email", label: "Contact e-mail", type: "email", required: true, autoComplete: "email", hint: "Shown on the site; new messages are mailed here." })}
          {field({ name: "phone", label: "Phone", type: "tel", required: true, autoComplete: "tel" })}
          {field({ name: "whatsapp", label: "WhatsApp number", type: "tel" })}
          {field({ name: "address", label: "Address", multiline: true, autoComplete: "street-address" })}
          {field({ name: "businessHours", label: "Business hours", placeholder: "Monday to Friday, 9:00 AM - 6:00 PM IST" })}
          {field({ name: "chatUrl", label: "Floating contact link", type: "url", hint: "Where the round contact button on public pages leads, e.g. https://wa.me/919876543210. Empty: no button." })}
        </SettingsSection>
        <SettingsSection title="Social links" hint="Leave a box empty to leave that network out of the footer.">
          {field({ name: "social_instagram", label: "Instagram", type: "url" })}
          {field({ name: "social_youtube", label: "YouTube", type: "url" })}
          {field({ name: "social_facebook", label: "Facebook", type: "url" })}
          {field({ name: "social_linkedin", label: "LinkedIn", type: "url" })}
          {field({ name: "social_telegram", label: "Telegram", type: "url" })}
          {field({ name: "social_x", label: "X", type: "url" })}
        </SettingsSection>
        <SettingsSection title="Apps and learning platform">
          {field({ name: "androidAppUrl", label: "Android app link", type: "url", required: true })}
          {field({ name: "iosAppUrl", label: "iOS app link", type: "url", hint: "Empty while there is no iOS app." })}
          {field({ name: "learningPlatformUrl", label: "Learning platform login", type: "url", required: true })}
        </SettingsSection>
        <SettingsSection title="Video lessons" hint="The three lessons on the home page, as YouTube video ids (the 11 characters after watch?v=).">
          {field({ name: "videoLesson1", label: "First lesson (shooting star)", required: true })}
          {field({ name: "videoLesson2", label: "Second lesson (lot size)", required: true })}
          {field({ name: "videoLesson3", label: "Third lesson (risk-reward)", required: true })}
          {field({ name: "videoChannelUrl", label: "Video channel link", type: "url", required: true })}
        </SettingsSection>
        <SettingsSection title="Hindi edition">
          <p className="text-sm text-slate-600 sm:col-span-2">
            The Hindi of the tagline, address, business hours and SEBI registration is written in{" "}
            <Link to="?hindi=1" className="font-semibold text-accent-800 underline">
              the settings&apos; Hindi texts
            </Link>
            ; without it, the Hindi pages show their English.
          </p>
          <SelectField
            key={`hindiDigits-${englishAnswer ? "typed" : "stored"}`}
            name="hindiDigits"
            label="Digits on Hindi pages"
            options={[
              { value: "latin", label: "Latin digits: 1,23,456 (most Hindi readers online)" },
              { value: "devanagari", label: "Devanagari digits: १,२३,४५६" },
            ]}
            defaultValue={values.hindiDigits ?? "latin"}
            error={errors.hindiDigits}
            className="sm:col-span-2"
          />
          <SelectField
            key={`hindiBlogEnglish-${englishAnswer ? "typed" : "stored"}`}
            name="hindiBlogEnglish"
            label="English posts on the Hindi blog (/hi/blog, its search, keywords and feeds)"
            options={[
              { value: "listed", label: "Listed, marked “(in English)”" },
              { value: "hidden", label: "Hidden: only posts with a current Hindi version are listed" },
            ]}
            defaultValue={values.hindiBlogEnglish ?? "listed"}
            error={errors.hindiBlogEnglish}
            className="sm:col-span-2"
          />
        </SettingsSection>
        <SettingsSection title="Blog feeds" hint="The RSS, Atom and JSON feeds at /blog/feed.xml, /blog/atom.xml and /blog/feed.json, and the Hindi blog's under /hi.">
          <SelectField
            key={`feedContent-${englishAnswer ? "typed" : "stored"}`}
            name="feedContent"
            label="Each post in the feeds"
            options={[
              { value: "summary", label: "Summary: the description, with a link to the post" },
              { value: "full", label: "Full post: the description and the whole text" },
            ]}
            defaultValue={values.feedContent ?? "summary"}
            error={errors.feedContent}
            className="sm:col-span-2"
          />
        </SettingsSection>
        <SettingsSection title="Legal documents" hint="Named in the privacy policy and the disclaimer (edit their texts under Legal documents).">
          {field({ name: "grievanceOfficerName", label: "Grievance Officer's name", required: true, autoComplete: "name" })}
          {field({ name: "grievanceOfficerEmail", label: "Grievance Officer's e-mail", type: "email", required: true, hint: "Where visitors send requests about their personal data (DPDP Act)." })}
          {field({
            name: "sebiRegistration",
            label: "SEBI registration (optional)",
            multiline: true,
            hint: "Only if the company holds one, e.g. “Registered with SEBI as a Research Analyst, registration no. INH000000000”. Empty: the disclaimer says the company is not registered.",
          })}
        </SettingsSection>
        <SettingsSection title="Messages">
          {field({ name: "messageRetentionMonths", label: "Keep contact messages for (months)", type: "number", required: true, hint: "Older messages are removed automatically. Between 1 and 120." })}
        </SettingsSection>
        <button type="submit" disabled={busy} className="min-h-11 w-full rounded-lg bg-accent-700 px-5 font-semibold text-white hover:bg-accent-800 disabled:opacity-60 sm:w-auto">
          {busy ? "Saving..." : "Save settings"}
        </button>
      </Form>
    </>
  );
}
