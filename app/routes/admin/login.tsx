// the back office's own stylesheet, every utility (decision 0074); the public pages' leaves the admin's out
import "../../admin.css";
import { data, Form, redirect, useNavigation } from "react-router";
import { TextField } from "../../components/ui/text-field";
import { SignInCard, SignInSubmit } from "../../components/admin/users-sign-in-card";
import { loginSchema } from "../../domain/login";
import { messages } from "../../domain/messages";
import { issueDeviceCookie, readDeviceCookie } from "../../server/auth/device-cookie.server";
import { attemptLogin, completeSignIn } from "../../server/auth/login.server";
import { startPendingSignIn } from "../../server/auth/pending-sign-in.server";
import { readSession } from "../../server/auth/session.server";
import { readForm } from "../../server/http/request-form.server";
import type { Route } from "./+types/login";

export function meta() {
  return [{ title: "Admin sign-in | Candlewise Academy" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await readSession(context.services, request);
  if (user?.isAdmin) throw redirect("/admin/dashboard");
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = loginSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return data({ error: messages.login.missing }, { status: 400 });
  const device = await readDeviceCookie(context.services, request);
  const result = await attemptLogin(context.services, { ...parsed.data, ip: context.clientIp, device }, context.log);
  switch (result.status) {
    case "rate-limited":
      return data({ error: messages.login.rateLimited }, { status: 429 });
    case "invalid":
      return data({ error: messages.login.invalid }, { status: 401 });
    case "not-admin":
    case "disabled":
      return data({ error: messages.login.notAdmin }, { status: 403 });
    case "ok": {
      // With two-factor on, the password only opens the second step: no session yet.
      if (result.needsSecondFactor) {
        return redirect("/admin/sign-in-code", { headers: { "Set-Cookie": await startPendingSignIn(context.services, request, result.userId) } });
      }
      const cookie = await completeSignIn(context.services, request, result.userId, { ip: context.clientIp, method: "password" }, context.log);
      if (!cookie) return data({ error: messages.login.notAdmin }, { status: 403 });
      const headers = new Headers({ "Set-Cookie": cookie });
      headers.append("Set-Cookie", await issueDeviceCookie(context.services, request, result.userId));
      return redirect("/admin/dashboard", { headers });
    }
  }
}

export default function Login({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  return (
    <SignInCard title="Admin sign-in">
      <Form method="post" className="mt-6 space-y-5" noValidate>
        <TextField name="email" label="Username (e-mail)" type="email" autoComplete="username" required />
        <TextField name="password" label="Password" type="password" autoComplete="current-password" required />
        {actionData?.error && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {actionData.error}
          </p>
        )}
        <SignInSubmit busy={busy}>{busy ? "Signing in..." : "Sign in"}</SignInSubmit>
      </Form>
    </SignInCard>
  );
}
