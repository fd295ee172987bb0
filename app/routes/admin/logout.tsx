import { data, Form, redirect } from "react-router";
import { SignInCard } from "../../components/admin/users-sign-in-card";
import { userMessages } from "../../domain/admin-users";
import { endSession } from "../../server/auth/session.server";
import type { Route } from "./+types/logout";

/** Signing out is a POST (a link cannot sign anyone out); the session row is deleted at once. */
export async function action({ request, context }: Route.ActionArgs) {
  let cookie: string;
  try {
    cookie = await endSession(context.services, request, context.clientIp);
  } catch (error) {
    // The session may still be alive: say so rather than pretend the sign-out worked.
    context.log.error({ err: error }, "logout failed");
    return data({ error: userMessages.logoutFailed }, { status: 500 });
  }
  return redirect("/admin", { headers: { "Set-Cookie": cookie } });
}

export function loader() {
  return redirect("/admin");
}

export default function LogoutFailed({ actionData }: Route.ComponentProps) {
  return (
    <SignInCard title="Logout">
      <p role="alert" className="mt-4 font-medium text-red-700">{actionData?.error ?? userMessages.logoutFailed}</p>
      <Form method="post" className="mt-6">
        <button type="submit" className="inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-accent-700 font-semibold text-white hover:bg-accent-800">
          Try again
        </button>
      </Form>
      <p className="mt-4 text-sm"><a href="/admin/dashboard" className="text-accent-800 underline">Back to the dashboard</a></p>
    </SignInCard>
  );
}
