import { data, Form, redirect, useNavigation } from "react-router";
import { SignInCard, SignInSubmit } from "../../components/admin/users-sign-in-card";
import { TextField } from "../../components/ui/text-field";
import { userMessages } from "../../domain/admin-users";
import { messages } from "../../domain/messages";
import { completeSignIn } from "../../server/auth/login.server";
import { clearPendingSignIn, readPendingSignIn } from "../../server/auth/pending-sign-in.server";
import { verifySecondFactor } from "../../server/auth/two-factor.server";
import { readForm } from "../../server/http/request-form.server";
import type { Route } from "./+types/sign-in-code";

/*
 * The second sign-in step. Only a visitor who passed the password step (a signed, five-minute
 * cookie) gets here; everyone else is sent back to /admin. The session starts only after the code.
 */
export function meta() {
  return [{ title: "Two-factor sign-in | Candlewise Academy" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  if (!(await readPendingSignIn(context.services, request))) throw redirect("/admin");
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const userId = await readPendingSignIn(context.services, request);
  if (!userId) throw redirect("/admin");
  const code = String((await readForm(request)).get("code") ?? "").slice(0, 40).trim();
  if (!code) return data({ error: userMessages.codeMissing }, { status: 400 });
  const result = await verifySecondFactor(context.services, { userId, code, ip: context.clientIp });
  if (result.status === "rate-limited") return data({ error: messages.login.rateLimited }, { status: 429 });
  if (result.status === "invalid") return data({ error: userMessages.codeInvalid }, { status: 401 });
  const session = await completeSignIn(context.services, request, userId, { ip: context.clientIp, method: result.method }, context.log);
  const headers = new Headers({ "Set-Cookie": await clearPendingSignIn(context.services, request) });
  if (!session) return redirect("/admin", { headers });
  headers.append("Set-Cookie", session);
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
