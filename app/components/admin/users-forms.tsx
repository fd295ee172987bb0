import { Form, useNavigation } from "react-router";
import { TextField } from "../ui/text-field";
import { SelectField } from "../ui/select-field";
import { ROLES, roleLabels, roleSummaries } from "../../domain/roles";

/** The roles as a select's options, each with what it may do. */
export const roleOptions = ROLES.map((role) => ({ value: role, label: roleLabels[role] }));
import { MIN_PASSWORD_LENGTH } from "../../domain/passwords";

export const primaryButton = "inline-flex min-h-11 items-center justify-center rounded-lg bg-accent-700 px-4 font-semibold text-white hover:bg-accent-800 disabled:opacity-70";
export const secondaryButton = "inline-flex min-h-10 items-center justify-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-50";

/** The part of an action's answer a form needs to show its errors and keep what was typed. */
export interface FormAnswer {
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
}

const passwordHint = `At least ${MIN_PASSWORD_LENGTH} characters, not a common password and not the e-mail address.`;

/** True while this form's own intent is being posted (so only its button says it is busy). */
function useBusy(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

export function AddAdminForm({ answer }: { answer: FormAnswer | null }) {
  const busy = useBusy("create");
  return (
    <section aria-labelledby="add-admin" className="mt-8 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="add-admin" className="text-lg">Add a user</h2>
      <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2" noValidate>
        <input type="hidden" name="intent" value="create" />
        <TextField name="email" label="E-mail" type="email" autoComplete="off" required maxLength={200} defaultValue={answer?.values.email} error={answer?.fieldErrors.email} />
        <SelectField name="role" label="Role" required options={roleOptions} defaultValue={answer?.values.role ?? "author"} error={answer?.fieldErrors.role} />
        <TextField
          name="password"
          label="Initial password (optional)"
          type="password"
          autoComplete="new-password"
          hint={`Leave empty to generate one, shown once. ${passwordHint}`}
          error={answer?.fieldErrors.password}
        />
        <ul className="space-y-1 text-sm text-slate-600 sm:col-span-2">
          {ROLES.map((role) => (
            <li key={role}>
              <strong className="font-semibold text-slate-800">{roleLabels[role]}:</strong> {roleSummaries[role]}
            </li>
          ))}
        </ul>
        <div className="sm:col-span-2">
          <button type="submit" disabled={busy} className={primaryButton}>{busy ? "Adding..." : "Add user"}</button>
        </div>
      </Form>
    </section>
  );
}

export function ChangePasswordForm({ answer }: { answer: FormAnswer | null }) {
  const busy = useBusy("change-password");
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h3 className="text-base">Change your password</h3>
      <p className="mt-1 text-sm text-slate-600">Your other sessions (other browsers and devices) end; this one stays signed in.</p>
      <Form method="post" className="mt-4 space-y-4" noValidate>
        <input type="hidden" name="intent" value="change-password" />
        <TextField name="current" label="Current password" type="password" autoComplete="current-password" required error={answer?.fieldErrors.current} />
        <TextField name="next" label="New password" type="password" autoComplete="new-password" required hint={passwordHint} error={answer?.fieldErrors.next} />
        <TextField name="repeat" label="New password again" type="password" autoComplete="new-password" required error={answer?.fieldErrors.repeat} />
        <button type="submit" disabled={busy} className={primaryButton}>{busy ? "Changing..." : "Change password"}</button>
      </Form>
    </div>
  );
}
