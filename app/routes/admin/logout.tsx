// the back office's own stylesheet, every utility (decision 0074); the public pages' leaves the admin's out
import "../../admin.css";
import { data, Form, redirect } from "react-router";
import { SignInCard, SignInSubmit } from "../../components/admin/users-sign-in-card";
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

/*
 * No redirect from a loader here: a document POST renders this route after its action, and a
 * redirecting loader would turn the 'Logout failed!' answer into a 302. A plain visit shows a
 * Logout button instead (a GET signs nobody out).
 */
export function loader() {
  return null;
}

export function meta() {
  return [{ title: "Logout | Candlewise Admin" }, { name: "robots", content: "noindex" }];
}

export default function Logout({ actionData }: Route.ComponentProps) {
  return (
    <SignInCard title="Logout">
      {actionData?.error && <p role="alert" className="mt-4 font-medium text-red-700">{actionData.error}</p>}
      <Form method="post" className="mt-6">
        <SignInSubmit>{actionData?.error ? "Try again" : "Logout"}</SignInSubmit>
      </Form>
      <p className="mt-4 text-sm"><a href="/admin/dashboard" className="text-accent-800 underline">Back to the dashboard</a></p>
    </SignInCard>
  );
}
