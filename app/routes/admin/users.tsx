import { data } from "react-router";
import { UsersList } from "../../components/admin/users-list";
import { AddAdminForm, ChangePasswordForm } from "../../components/admin/users-forms";
import { TwoFactorPanel } from "../../components/admin/users-two-factor";
import { OneTimeSecret } from "../../components/admin/users-one-time";
import { Notice } from "../../components/ui/notice";
import { userMessages } from "../../domain/admin-users";
import { loadUsersScreen, runUsersAction } from "../../server/admin/users.server";
import { requirePermission } from "../../server/auth/guard.server";
import { readForm } from "../../server/http/request-form.server";
import type { Route } from "./+types/users";

export function meta() {
  return [{ title: `${userMessages.title} | Candlewise Admin` }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requirePermission(context.services, request, "users");
  return loadUsersScreen(context.services, user);
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requirePermission(context.services, request, "users");
  const { status, ...answer } = await runUsersAction(context.services, user, context.clientIp, await readForm(request));
  return data(answer, { status });
}

export default function AdminUsers({ loaderData, actionData }: Route.ComponentProps) {
  const { admins, me, setup } = loaderData;
  return (
    <>
      <h1 className="text-2xl">{userMessages.title}</h1>
      <p className="mt-2 max-w-2xl text-slate-600">The accounts of the back office and their roles. A disabled account cannot sign in; the last active administrator cannot be disabled or given another role.</p>
      <Notice notice={actionData?.notice} />
      {actionData?.oneTime && <OneTimeSecret label={actionData.oneTime.label} values={actionData.oneTime.values} />}
      <UsersList admins={admins} meId={me.id} answer={actionData ?? null} />
      <AddAdminForm answer={actionData?.form === "create" ? actionData : null} />
      <section aria-labelledby="my-account" className="mt-8">
        <h2 id="my-account" className="text-lg">Your account</h2>
        <div className="mt-4 grid gap-6 lg:grid-cols-2">
          <ChangePasswordForm answer={actionData?.form === "change-password" ? actionData : null} />
          <TwoFactorPanel on={me.twoFactor} recoveryCodesLeft={me.recoveryCodesLeft} setup={setup} codeError={actionData?.form === "2fa" ? actionData.fieldErrors.code : undefined} />
        </div>
      </section>
    </>
  );
}
