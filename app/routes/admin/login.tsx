import { data, Form, redirect, useNavigation } from "react-router";
import { TextField } from "../../components/ui/text-field";
import { loginSchema } from "../../domain/login";
import { messages } from "../../domain/messages";
import { attemptLogin } from "../../server/auth/login.server";
import { readSession, startSession } from "../../server/auth/session.server";
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
  const parsed = loginSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: messages.login.missing }, { status: 400 });
  const result = await attemptLogin(context.services, { ...parsed.data, ip: context.clientIp }, context.log);
  switch (result.status) {
    case "rate-limited":
      return data({ error: messages.login.rateLimited }, { status: 429 });
    case "invalid":
      return data({ error: messages.login.invalid }, { status: 401 });
    case "not-admin":
      return data({ error: messages.login.notAdmin }, { status: 403 });
    case "ok": {
      const cookie = await startSession(context.services, request, result.userId, context.clientIp);
      return redirect("/admin/dashboard", { headers: { "Set-Cookie": cookie } });
    }
  }
}

export default function Login({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4">
      <div className="w-full max-w-sm rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <img src="/logo.svg" alt="" width={40} height={40} className="h-10 w-10" />
        <h1 className="mt-4 text-2xl">Admin sign-in</h1>
        <Form method="post" className="mt-6 space-y-5" noValidate>
          <TextField name="email" label="Username (e-mail)" type="email" autoComplete="username" required />
          <TextField name="password" label="Password" type="password" autoComplete="current-password" required />
          {actionData?.error && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {actionData.error}
            </p>
          )}
          <button
            type="submit"
            disabled={busy}
            className="inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-accent-700 font-semibold text-white hover:bg-accent-800 disabled:opacity-70"
          >
            {busy ? "Signing in..." : "Sign in"}
          </button>
        </Form>
      </div>
    </main>
  );
}
