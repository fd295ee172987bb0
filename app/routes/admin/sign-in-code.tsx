// the back office's own stylesheet, every utility (decision 0074); the public pages' leaves the admin's out
import "../../admin.css";
import { data, Form, redirect, useNavigation } from "react-router";
import { SignInCard, SignInSubmit } from "../../components/admin/users-sign-in-card";
import { TextField } from "../../components/ui/text-field";
import { userMessages } from "../../domain/admin-users";
import { messages } from "../../domain/messages";
import { completeSignIn } from "../../server/auth/login.server";
import { issueDeviceCookie, readDeviceCookie } from "../../server/auth/device-cookie.server";
import { clearPendingSignIn, consumePendingSignIn, notePendingSignInFailure, readPendingSignIn } from "../../server/auth/pending-sign-in.server";
import { verifySecondFactor } from "../../server/auth/two-factor.server";
import { readForm } from "../../server/http/request-form.server";
import type { Route } from "./+types/sign-in-code";

/*
 * The second sign-in step. Only a visitor who passed the password step (a single-use, five-minute
 * record the cookie names) gets here; everyone else is sent back to /admin. The session starts only
 * after the code.
 */
export function meta() {
  return [{ title: "Two-factor sign-in | Candlewise Academy" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  if (!(await readPendingSignIn(context.services, request))) throw redirect("/admin");
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const pending = await readPendingSignIn(context.services, request);
  if (!pending) throw redirect("/admin");
  const code = String((await readForm(request)).get("code") ?? "").slice(0, 40).trim();
  if (!code) return data({ error: userMessages.codeMissing }, { status: 400 });
  const device = await readDeviceCookie(context.services, request);
  const result = await verifySecondFactor(context.services, { userId: pending.userId, code, ip: context.clientIp, device });
  if (result.status === "rate-limited") return data({ error: messages.login.rateLimited }, { status: 429 });
  if (result.status !== "ok") {
    await notePendingSignInFailure(context.services, pending);
    return data({ error: result.status === "unreadable-secret" ? userMessages.codeUnreadable : userMessages.codeInvalid }, { status: 401 });
  }
  const headers = new Headers({ "Set-Cookie": await clearPendingSignIn(context.services, request) });
  // single use: of two requests that both passed, only one signs in
  if (!(await consumePendingSignIn(context.services, pending))) return redirect("/admin", { headers });
  const session = await completeSignIn(context.services, request, pending.userId, { ip: context.clientIp, method: result.method }, context.log);
  if (!session) return redirect("/admin", { headers });
  headers.append("Set-Cookie", session);
  headers.append("Set-Cookie", await issueDeviceCookie(context.services, request, pending.userId));
  return redirect("/admin/dashboard", { headers });
}

export default function SignInCode({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  return (
    <SignInCard title="Two-factor sign-in">
      <Form method="post" className="mt-6 space-y-5" noValidate>
        <TextField
          name="code"
          label="Code"
          autoComplete="one-time-code"
          required
          hint="The 6-digit code from your authenticator app, or one of your recovery codes."
          error={actionData?.error}
        />
        <SignInSubmit busy={busy}>{busy ? "Checking..." : "Verify"}</SignInSubmit>
      </Form>
      <p className="mt-4 text-sm">
        <a href="/admin" className="text-accent-800 underline">Start again</a>
      </p>
    </SignInCard>
  );
}
