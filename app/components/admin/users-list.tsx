import { Form } from "react-router";
import { TextField } from "../ui/text-field";
import { SelectField } from "../ui/select-field";
import { formatDateTime12 } from "../../domain/dates";
import { roleLabels, type Role } from "../../domain/roles";
import { roleOptions, secondaryButton, type FormAnswer } from "./users-forms";

interface AdminRow {
  id: string;
  email: string;
  role: Role;
  disabled: boolean;
  lastLoginAt: string | null;
  twoFactor: boolean;
}

const formatLogin = (iso: string | null) => (iso ? formatDateTime12(iso) : "Never");

/** One card per account (a table does not fit 375 px), each with its own actions. */
export function UsersList({ admins, meId, answer }: { admins: AdminRow[]; meId: string; answer: (FormAnswer & { form: string }) | null }) {
  return (
    <section aria-labelledby="admin-list" className="mt-8">
      <h2 id="admin-list" className="text-lg">Accounts ({admins.length})</h2>
      <ul className="mt-4 space-y-3">
        {admins.map((admin) => {
          const resetAnswer = answer?.form === `reset:${admin.id}` ? answer : null;
          const self = admin.id === meId;
          return (
            <li key={admin.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm" aria-label={admin.email} data-testid="admin-row">
              <h3 className="break-all text-base">
                {admin.email}
                {self && <span className="ml-2 text-sm font-normal text-slate-500">(you)</span>}
              </h3>
              <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
                <div>
                  <dt className="text-slate-500">Role</dt>
                  <dd className="font-medium" data-testid="account-role">{roleLabels[admin.role]}</dd>
                </div>
                <div>
                  <dt className="text-slate-500">Status</dt>
                  <dd className={admin.disabled ? "font-medium text-red-700" : "font-medium text-accent-800"}>{admin.disabled ? "Disabled" : "Active"}</dd>
                </div>
                <div>
                  <dt className="text-slate-500">Last login</dt>
                  <dd>{formatLogin(admin.lastLoginAt)}</dd>
                </div>
                <div>
                  <dt className="text-slate-500">Two-factor</dt>
                  <dd>{admin.twoFactor ? "On" : "Off"}</dd>
                </div>
              </dl>
              <div className="mt-3 flex flex-wrap items-end gap-3">
                <Form method="post" className="flex flex-wrap items-end gap-2">
                  <input type="hidden" name="intent" value="role" />
                  <input type="hidden" name="id" value={admin.id} />
                  <SelectField name="role" label={`Role of ${admin.email}`} options={roleOptions} defaultValue={admin.role} />
                  <button type="submit" className={secondaryButton}>Change role<span className="sr-only"> of {admin.email}</span></button>
                </Form>
                <Form method="post">
                  <input type="hidden" name="id" value={admin.id} />
                  <button type="submit" name="intent" value={admin.disabled ? "enable" : "disable"} className={secondaryButton}>
                    {admin.disabled ? "Enable" : "Disable"} {admin.email}
                  </button>
                </Form>
                {!self && admin.twoFactor && (
                  <Form method="post">
                    <input type="hidden" name="id" value={admin.id} />
                    <button type="submit" name="intent" value="2fa-off" className={secondaryButton}>Turn off two-factor for {admin.email}</button>
                  </Form>
                )}
              </div>
              {!self && (
                <details className="mt-3" open={resetAnswer !== null && Object.keys(resetAnswer.fieldErrors).length > 0}>
                  <summary className="cursor-pointer text-sm font-medium text-accent-800">Reset password</summary>
                  <Form method="post" className="mt-2 flex flex-wrap items-end gap-3" noValidate>
                    <input type="hidden" name="intent" value="reset" />
                    <input type="hidden" name="id" value={admin.id} />
                    <TextField
                      name="password"
                      label={`New password for ${admin.email} (optional)`}
                      type="password"
                      autoComplete="new-password"
                      hint="Leave empty to generate one, shown once. Their sessions end."
                      error={resetAnswer?.fieldErrors.password}
                      className="min-w-0 flex-1"
                    />
                    <button type="submit" className={secondaryButton}>Reset password</button>
                  </Form>
                </details>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
