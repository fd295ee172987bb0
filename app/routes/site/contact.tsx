import { data, Form, useNavigation } from "react-router";
import { CONTACT_MESSAGE_MAX, contactSchema } from "../../domain/contact";
import { fieldErrorsOf } from "../../domain/field-errors";
import { messages } from "../../domain/messages";
import { receiveContactMessage } from "../../server/contacts.server";
import { TextField } from "../../components/ui/text-field";
import type { Route } from "./+types/contact";
import { publicPageHandle } from "../../domain/public-pages";

export const handle = publicPageHandle;

export async function action({ request, context }: Route.ActionArgs) {
  const form = Object.fromEntries(await request.formData());
  const parsed = contactSchema.safeParse(form);
  if (!parsed.success) {
    return data({ ok: false as const, errors: fieldErrorsOf(parsed.error), message: null }, { status: 400 });
  }
  try {
    await receiveContactMessage(context.services, parsed.data, context.log);
    return { ok: true as const, errors: {}, message: messages.contact.sent };
  } catch (error) {
    context.log.error({ err: error }, "contact message not stored");
    return data({ ok: false as const, errors: {}, message: messages.contact.failed }, { status: 500 });
  }
}

export default function Contact({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const errors: Partial<Record<string, string>> = actionData?.errors ?? {};
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl">Contact us</h1>
      <p className="mt-3 text-slate-600">Questions about a course? Send us a message and we will reply within one working day.</p>
      <Form method="post" noValidate className="mt-8 grid gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:grid-cols-2" key={actionData?.ok ? "sent" : "form"}>
        <TextField name="firstName" label="First name" autoComplete="given-name" required error={errors.firstName} />
        <TextField name="lastName" label="Last name" autoComplete="family-name" required error={errors.lastName} />
        <TextField name="phone" label="Phone" type="tel" autoComplete="tel" required error={errors.phone} />
        <TextField name="email" label="E-mail" type="email" autoComplete="email" required error={errors.email} />
        <TextField
          name="message"
          label="Message"
          multiline
          required
          maxLength={CONTACT_MESSAGE_MAX}
          hint={`At most ${CONTACT_MESSAGE_MAX} characters.`}
          error={errors.message}
          className="sm:col-span-2"
        />
        <div className="sm:col-span-2">
          <button
            type="submit"
            disabled={sending}
            className="inline-flex min-h-11 items-center rounded-lg bg-accent-700 px-6 font-semibold text-white hover:bg-accent-800 disabled:opacity-70"
          >
            {sending ? messages.contact.sending : "Send Message"}
          </button>
          {actionData?.message && (
            <p role="status" className={`mt-4 font-medium ${actionData.ok ? "text-accent-700" : "text-red-700"}`}>
              {actionData.message}
            </p>
          )}
        </div>
      </Form>
    </main>
  );
}
