import { useEffect, useId, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import {
  CONTACT_CODE_UNITS_MAX,
  CONTACT_HONEYPOT_FIELD,
  CONTACT_MESSAGE_MAX,
  CONTACT_NOTICE_VERSION,
  contactNoticeTone,
  firstInvalidField,
  visibleLength,
  type ContactValues,
} from "../../domain/contact";
import { messages } from "../../domain/messages";
import { FieldError } from "../ui/field-error";
import { TextField } from "../ui/text-field";

export interface ContactFormResult {
  ok: boolean;
  message: string | null;
  errors: Partial<Record<string, string>>;
  values: ContactValues;
  sentId: string | null;
}

/**
 * The public contact form. Without JavaScript it is a plain post answered by the same page; with
 * it, React Router submits it in place, the button reads 'Sending...' and the answer appears
 * without a reload. Either way the fields keep what was typed after a refusal and the first field
 * in error gets the focus.
 */
export function ContactForm({ result, retentionMonths }: { result: ContactFormResult | undefined; retentionMonths: number }) {
  const sending = useNavigation().state === "submitting";
  const errors = result?.errors ?? {};
  const values = result?.values ?? {};
  const firstError = firstInvalidField(errors);
  const formRef = useRef<HTMLFormElement>(null);
  const [messageLength, setMessageLength] = useState<MessageLength | null>(null);

  // autoFocus covers the page rendered by the server; a post answered in place needs this.
  useEffect(() => {
    if (!firstError) return;
    const field = formRef.current?.elements.namedItem(firstError);
    if (field instanceof HTMLElement) field.focus();
  }, [result, firstError]);

  // the counter starts from what the form holds (kept after a refusal, empty after success)
  useEffect(() => {
    const message = formRef.current?.elements.namedItem("message");
    setMessageLength(lengthOf(message instanceof HTMLTextAreaElement ? message.value : ""));
  }, [result?.sentId]);

  const field = (name: keyof ContactValues) => ({ name, error: errors[name], defaultValue: values[name], autoFocus: firstError === name });

  return (
    <Form
      ref={formRef}
      method="post"
      noValidate
      key={result?.sentId ?? "form"}
      onInput={(event) => {
        const target = event.target;
        if (target instanceof HTMLTextAreaElement && target.name === "message") setMessageLength(lengthOf(target.value));
      }}
      className="mt-8 grid gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:grid-cols-2"
    >
      <TextField {...field("firstName")} label="First name" autoComplete="given-name" required />
      <TextField {...field("lastName")} label="Last name" autoComplete="family-name" required />
      <TextField {...field("phone")} label="Phone" type="tel" autoComplete="tel" required hint="An Indian mobile number, or an international one starting with +." />
      <TextField {...field("email")} label="E-mail" type="email" autoComplete="email" required />
      <TextField
        {...field("message")}
        label="Message"
        multiline
        required
        hint={messageHint(messageLength)}
        className="sm:col-span-2"
      />
      <Honeypot />
      <ConsentBox error={errors.consent} checked={values.consent === "yes"} autoFocus={firstError === "consent"} />
      <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-start sm:gap-5">
        <button
          type="submit"
          disabled={sending}
          className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-lg bg-accent-700 px-6 font-semibold text-white hover:bg-accent-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-700 disabled:opacity-70"
        >
          {sending ? messages.contact.sending : "Send Message"}
        </button>
        <p id="contact-privacy-notice" className="text-sm text-slate-600">
          We use these details only to answer you, and delete the message after {retentionMonths} months. Read our{" "}
          <Link to="/privacy-policy" className="font-medium text-accent-800 underline underline-offset-2">
            Privacy Policy
          </Link>{" "}
          to see what we keep and how to have it erased. <span className="whitespace-nowrap">(Notice {CONTACT_NOTICE_VERSION})</span>
        </p>
      </div>
      <div className="sm:col-span-2">
        <Outcome text={sending ? null : (result?.message ?? null)} />
      </div>
    </Form>
  );
}

interface MessageLength {
  visible: number;
  codeUnits: number;
}

/** the code units first: a paste of 90,000 accent marks is not segmented on every key press */
function lengthOf(text: string): MessageLength {
  return { codeUnits: text.length, visible: text.length > CONTACT_CODE_UNITS_MAX.message ? Number.NaN : visibleLength(text) };
}

function messageHint(measured: MessageLength | null): string {
  if (measured === null) return `At most ${CONTACT_MESSAGE_MAX} characters.`;
  if (measured.codeUnits > CONTACT_CODE_UNITS_MAX.message) return messages.contact.messageTooLong;
  const length = measured.visible;
  const over = length - CONTACT_MESSAGE_MAX;
  return over > 0
    ? `${length} of ${CONTACT_MESSAGE_MAX} characters: ${over} too many.`
    : `${length} of ${CONTACT_MESSAGE_MAX} characters used.`;
}

/**
 * Robots fill every field they find; people never see this one. It stays out of the tab order
 * and autofill, and its label tells a screen reader user who reaches it to leave it empty.
 */
function Honeypot() {
  const id = useId();
  return (
    <div className="sr-only">
      <label htmlFor={id}>Leave this field empty: it is a check against spam.</label>
      <input id={id} type="text" name={CONTACT_HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

function ConsentBox({ error, checked, autoFocus }: { error: string | undefined; checked: boolean; autoFocus: boolean }) {
  const id = useId();
  const errorId = `${id}-error`;
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
          aria-describedby={[error ? errorId : "", "contact-privacy-notice"].filter(Boolean).join(" ")}
          className="mt-1 h-5 w-5 shrink-0 accent-accent-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-700"
        />
        <label htmlFor={id} className="text-sm text-slate-800">
          {/* no field's name in these words: "Phone" or "Message" must label one field only */}
          I agree that you keep the details I give here to answer me, as the privacy notice below describes.
          <span aria-hidden="true" className="text-red-700"> *</span>
        </label>
      </div>
      {error && <FieldError id={errorId} message={error} />}
    </div>
  );
}

/** The answer under the button, in the spec's colours, with an icon so colour is not the only signal. */
function Outcome({ text }: { text: string | null }) {
  const tone = text ? contactNoticeTone(text) : null;
  return (
    <div role="status" aria-live="polite">
      {text && (
        <p
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
