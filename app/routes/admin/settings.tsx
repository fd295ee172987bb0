import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { Notice } from "../../components/ui/notice";
import { SettingsSection } from "../../components/admin/settings-section";
import { TextField } from "../../components/ui/text-field";
import { addressAfterSave, doneOf } from "../../domain/admin-notices";
import type { SettingsFieldErrors, SettingsFormField, SettingsFormValues } from "../../domain/settings-form";
import { readSettingsForm, saveSettings } from "../../server/admin/settings.server";
import { requireAdmin } from "../../server/auth/guard.server";
import { readForm } from "../../server/http/request-form.server";
import type { Route } from "./+types/settings";

export function meta() {
  return [{ title: "Settings | Candlewise Admin" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context.services, request);
  return { values: await readSettingsForm(context.services) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(context.services, request);
  const outcome = await saveSettings(context.services, { id: user.userId, email: user.email, ip: context.clientIp }, await readForm(request));
  if (!outcome.ok) return data({ fieldErrors: outcome.fieldErrors, values: outcome.values }, { status: outcome.status });
  return redirect(addressAfterSave(request.url, "saved"));
}

type FieldProps = { name: SettingsFormField; label: string; type?: string; required?: boolean; hint?: string; placeholder?: string; autoComplete?: string; multiline?: boolean };

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const busy = useNavigation().state === "submitting";
  const errors: SettingsFieldErrors = actionData?.fieldErrors ?? {};
  // what was typed stays after a refused save; otherwise the stored values
  const values: SettingsFormValues = actionData?.values ?? loaderData.values;
  const notice = actionData
    ? { tone: "error" as const, text: "Nothing was saved: correct the fields marked below." }
    : doneOf(params) === "saved"
      ? { tone: "success" as const, text: "Settings saved. The public site shows them now." }
      : null;
  const field = ({ name, ...props }: FieldProps) => (
    // keyed by the values' source, so a refused save's typed values replace the stored ones in the boxes
    <TextField key={`${name}-${actionData ? "typed" : "stored"}`} name={name} defaultValue={values[name] ?? ""} error={errors[name]} {...props} />
  );
  return (
    <>
      <h1 className="text-2xl">Settings</h1>
      <p className="mt-2 max-w-2xl text-slate-600">
        What the public site shows about the company, in its header, footer and contact page. The exchange rates the calculators use are
        on their own page: <Link to="/admin/rates" className="font-semibold text-accent-800 underline">Exchange rates</Link>.
      </p>
      <Notice notice={notice} />
      <Form method="post" noValidate className="mt-6 max-w-3xl space-y-6">
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
