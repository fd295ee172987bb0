import { data, useRouteLoaderData } from "react-router";
import { ContactForm } from "../../components/site/contact-form";
import { publicPageHandle } from "../../domain/public-pages";
import { MESSAGE_RETENTION_MONTHS_DEFAULT } from "../../domain/site-settings-defaults";
import { answerContactPost } from "../../server/contacts.server";
import type { Route } from "./+types/contact";
import { readForm } from "../../server/http/request-form.server";
import type { loader as siteLayoutLoader } from "./layout";

export const handle = publicPageHandle;

export async function action({ request, context }: Route.ActionArgs) {
  const answer = await answerContactPost(context.services, { form: await readForm(request), client: context.clientIp }, context.log);
  return data(answer.body, { status: answer.status });
}

export default function Contact({ actionData }: Route.ComponentProps) {
  const layout = useRouteLoaderData<typeof siteLayoutLoader>("routes/site/layout");
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl">Contact us</h1>
      <p className="mt-3 text-slate-600">Questions about a course? Send us a message and we will reply within one working day.</p>
      <ContactForm result={actionData} retentionMonths={layout?.settings.messageRetentionMonths ?? MESSAGE_RETENTION_MONTHS_DEFAULT} />
    </main>
  );
}
