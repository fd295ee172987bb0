import { useId } from "react";
import { CONTACT_CODE_UNITS_MAX, CONTACT_HONEYPOT_FIELD, CONTACT_MESSAGE_MAX, firstInvalidField, type ContactValues } from "../../domain/contact";
import { formatCount } from "../../domain/counts";
import { countMessage } from "../../domain/visible-length";
import { Text, useLocalPath, useNumerals, useT } from "../../i18n/texts";
import { FieldError } from "../ui/field-error";
import { useContentLang } from "./content-lang";
import { TextField } from "../ui/text-field";
import { SiteLink } from "./site-link";

export interface ContactFormResult {
  ok: boolean;
  message: string | null;
  errors: Partial<Record<string, string>>;
  values: ContactValues;
  sentId: string | null;
}

/** the address a sent message's post is redirected to: the page again, saying it was sent (decision 0060) */
export const CONTACT_SENT_PARAM = "sent";

/**
 * The public contact form: a plain post, answered by the server's page, with or without a script
 * (decision 0060). A refusal is answered by the page itself: the errors beside their fields, what
 * was typed put back, the first field in error focused. A message sent is answered by a redirect
 * to the page with `?sent=1`, which shows the thanks, so that reloading it sends nothing again. The
 * site's script (app/client/message-forms.ts) adds the 'Sending...' state and the live count.
 */
export function ContactForm({ result, retentionMonths, noticeVersion }: { result: ContactFormResult | undefined; retentionMonths: number; noticeVersion: string }) {
  const errors = result?.errors ?? {};
  const values = result?.values ?? {};
  const firstError = firstInvalidField(errors);
  const t = useT();
  const localPath = useLocalPath();
  const counter = useMessageCounter();

  const field = (name: keyof ContactValues) => ({ name, error: errors[name], defaultValue: values[name], autoFocus: firstError === name });

  return (
    <form
      method="post"
      action={localPath("/contact")}
      noValidate
      className="mt-8 grid gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:grid-cols-2"
      data-focus-first-error=""
    >
      <TextField {...field("firstName")} label={t("contact.firstName")} autoComplete="given-name" required />
      <TextField {...field("lastName")} label={t("contact.lastName")} autoComplete="family-name" required />
      <TextField {...field("phone")} label={t("contact.phone")} type="tel" autoComplete="tel" required hint={t("contact.phoneHint")} />
      <TextField {...field("email")} label={t("contact.email")} type="email" autoComplete="email" required />
      <TextField {...field("message")} label={t("contact.message")} multiline required {...counter(values.message)} className="sm:col-span-2" />
      <Honeypot />
      <MessageFormFoot
        noticeId="contact-privacy-notice"
        sendLabel={t("contact.send")}
        result={result}
        firstError={firstError}
        retentionMonths={retentionMonths}
        noticeVersion={noticeVersion}
      />
    </form>
  );
}

/**
 * A message field's hint and the data the site's script counts with (app/client/message-forms.ts):
 * the server writes the count of what the field holds (after a refusal) or the limit (empty), and
 * the script keeps it up to date as the visitor types, from the same texts with `{length}` and
 * `{over}` left for it to fill, and the page's digits.
 */
export function useMessageCounter(): (value: string | undefined) => { hint: string; fieldData: Record<`data-${string}`, string> } {
  const t = useT();
  const numerals = useNumerals();
  const max = formatCount(CONTACT_MESSAGE_MAX);
  return (value) => ({
    hint: messageHint(value ? countMessage(value, CONTACT_MESSAGE_MAX, CONTACT_CODE_UNITS_MAX.message) : null, t),
    fieldData: {
      "data-count-max": String(CONTACT_MESSAGE_MAX),
      "data-count-units-max": String(CONTACT_CODE_UNITS_MAX.message),
      "data-count-used": t("contact.messageUsed", { length: "{length}", max }),
      "data-count-over": t("contact.messageOver", { length: "{length}", max, over: "{over}" }),
      "data-count-too-long": t("contact.messageTooLong"),
      "data-count-digits": numerals("0123456789"),
    },
  });
}

export function messageHint(measured: ReturnType<typeof countMessage> | null, t: ReturnType<typeof useT>): string {
  const max = formatCount(CONTACT_MESSAGE_MAX);
  if (measured === null) return t("contact.atMost", { max });
  if (measured.kind === "too-long") return t("contact.messageTooLong");
  return measured.kind === "over"
    ? t("contact.messageOver", { length: formatCount(measured.length), max, over: formatCount(measured.over) })
    : t("contact.messageUsed", { length: formatCount(measured.length), max });
}

/** A message form's foot: the consent, the button beside the privacy notice, and the answer. */
export function MessageFormFoot({
  noticeId,
  sendLabel,
  result,
  firstError,
  retentionMonths,
  noticeVersion,
}: {
  noticeId: string;
  sendLabel: string;
  result: { ok: boolean; message: string | null; errors: Partial<Record<string, string>>; values: { consent?: string } } | undefined;
  firstError: string | null | undefined;
  retentionMonths: number;
  noticeVersion: string;
}) {
  const t = useT();
  return (
    <>
      <ConsentBox error={result?.errors.consent} checked={result?.values.consent === "yes"} autoFocus={firstError === "consent"} noticeId={noticeId} />
      <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-start sm:gap-5">
        {/* the site's script shows the sending label and disables the button while the post is on its way */}
        <button
          type="submit"
          data-sending-label={t("contact.sending")}
          className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-lg bg-accent-700 px-6 font-semibold text-white hover:bg-accent-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-700 disabled:opacity-70"
        >
          {sendLabel}
        </button>
        <PrivacyNotice id={noticeId} retentionMonths={retentionMonths} noticeVersion={noticeVersion} />
      </div>
      <div className="sm:col-span-2">
        {/* an answer with no field to point at (the thanks, the rate limit) takes the focus itself */}
        <Outcome text={result?.message ?? null} ok={result?.ok ?? false} focus={!firstError} />
      </div>
    </>
  );
}

/** The privacy notice beside a message form's button (DPDP): what is kept, for how long, and the notice's version. */
export function PrivacyNotice({ id, retentionMonths, noticeVersion }: { id: string; retentionMonths: number; noticeVersion: string }) {
  const localPath = useLocalPath();
  const contentLang = useContentLang();
  return (
    <p id={id} className="text-sm text-slate-600">
      <Text
        id="contact.notice"
        values={{ months: formatCount(retentionMonths), version: noticeVersion }}
        components={{
          0: <SiteLink to={localPath("/privacy-policy")} className="font-medium text-accent-800 underline underline-offset-2" />,
          1: <span className="whitespace-nowrap" />,
          // the notice version is a code ("privacy-v2"), read as English on a Hindi page
          2: <span lang={contentLang} />,
        }}
      />
    </p>
  );
}

/**
 * Robots fill every field they find; people never see this one. It stays out of the tab order
 * and autofill, and its label tells a screen reader user who reaches it to leave it empty.
 */
export function Honeypot() {
  const id = useId();
  const t = useT();
  return (
    <div className="sr-only">
      <label htmlFor={id}>{t("contact.honeypot")}</label>
      <input id={id} type="text" name={CONTACT_HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

export function ConsentBox({ error, checked, autoFocus, noticeId }: { error: string | undefined; checked: boolean; autoFocus: boolean; noticeId: string }) {
  const id = useId();
  const errorId = `${id}-error`;
  const t = useT();
  return (
    <div className="sm:col-span-2">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name="consent"
          value="yes"
          required
          defaultChecked={checked}
          autoFocus={autoFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={[error ? errorId : "", noticeId].filter(Boolean).join(" ")}
          className="mt-1 h-5 w-5 shrink-0 accent-accent-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-700"
        />
        <label htmlFor={id} className="text-sm text-slate-800">
          {/* no field's name in these words: "Phone" or "Message" must label one field only */}
          {t("contact.consent")}
          <span aria-hidden="true" className="text-red-700"> *</span>
        </label>
      </div>
      {error && <FieldError id={errorId} message={error} />}
    </div>
  );
}

/**
 * The answer under the button, in the spec's colours, with an icon so colour is not the only
 * signal. Green for a message sent, red for every refusal: the answer says which (the spec's rule,
 * red when the English text says "error", reads no Hindi, and missed the busy database's answer).
 */
export function Outcome({ text, ok, focus = false }: { text: string | null; ok: boolean; focus?: boolean }) {
  const tone = text ? (ok ? "success" : "error") : null;
  return (
    <div role="status" aria-live="polite">
      {text && (
        <p
          tabIndex={focus ? -1 : undefined}
          data-focus-on-load={focus ? "" : undefined}
          className={`flex items-start gap-2 rounded-lg border px-4 py-3 font-medium ${
            tone === "success" ? "border-accent-100 bg-accent-50 text-accent-800" : "border-red-200 bg-red-50 text-red-800"
          }`}
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 h-5 w-5 shrink-0" fill="currentColor">
            {tone === "success" ? (
              <path d="M10 2a8 8 0 100 16 8 8 0 000-16zm3.7 5.3l1.06 1.06L9 14.12 5.24 10.36 6.3 9.3 9 12l4.7-4.7z" />
            ) : (
              <path d="M10 2a8 8 0 100 16 8 8 0 000-16zm-.75 4h1.5v5h-1.5V6zm0 6.5h1.5V14h-1.5v-1.5z" />
            )}
          </svg>
          {text}
        </p>
      )}
    </div>
  );
}
