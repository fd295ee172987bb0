import { useId } from "react";
import { useLocation } from "react-router";
import { callbackValue, firstInvalidEnquiryField, type CallbackSlot, type EnquiryValues } from "../../domain/course-enquiry";
import type { MessageId } from "../../i18n/catalogue";
import { Text, useT } from "../../i18n/texts";
import { useContentLang } from "./content-lang";
import type { CoursePage } from "../../server/course-pages.server";
import { FieldError } from "../ui/field-error";
import { TextField } from "../ui/text-field";
import { Honeypot, MessageFormFoot, useMessageCounter } from "./contact-form";

export interface EnquiryFormResult {
  ok: boolean;
  message: string | null;
  errors: Partial<Record<string, string>>;
  values: EnquiryValues;
  sentId: string | null;
}

/** the utm_ values of the page's address, already cleaned by the loader */
export interface EnquiryCampaign {
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
}

const callbackTexts: Record<CallbackSlot, MessageId> = {
  morning: "courses.enquiryCallbackMorning",
  afternoon: "courses.enquiryCallbackAfternoon",
  evening: "courses.enquiryCallbackEvening",
};

export const ENQUIRY_SECTION_ID = "enquiry";

/**
 * A course page's enquiry form (decision 0044): the contact form's pieces with fewer fields, so a
 * phone takes it in under a minute. Without JavaScript it is a plain post answered by the same
 * page, which opens at the form (the action's #enquiry). The course page is a content page
 * (decision 0047): the post is answered so with a script too, which adds the 'Sending...' state
 * and the message's live count (app/client/message-forms.ts, decision 0060). The campaign travels in hidden
 * fields from the page's address; the referrer's host is read in the browser by the site's script
 * (app/client/page-helpers.ts), so a page kept in the server's cache never carries one visitor's
 * referrer to another.
 */
export function CourseEnquiryForm({
  course,
  campaign,
  result,
  retentionMonths,
  noticeVersion,
}: {
  course: CoursePage;
  campaign: EnquiryCampaign;
  result: EnquiryFormResult | undefined;
  retentionMonths: number;
  noticeVersion: string;
}) {
  const errors = result?.errors ?? {};
  const values = result?.values ?? {};
  const firstError = firstInvalidEnquiryField(errors);
  const counter = useMessageCounter();
  const preferenceId = useId();
  const location = useLocation();
  const t = useT();
  const contentLang = useContentLang(course.lang);

  const field = (name: keyof EnquiryValues) => ({ name, error: errors[name], defaultValue: values[name], autoFocus: firstError === name });
  const preferenceError = errors.preference;
  const chosen = values.preference ?? "";

  return (
    <section id={ENQUIRY_SECTION_ID} aria-labelledby="enquiry-heading" className="mt-12 scroll-mt-24">
      <h2 id="enquiry-heading" className="text-2xl">
        {t("courses.enquiryHeading")}
      </h2>
      <p className="mt-2 text-slate-600">
        {/* the course's own words stay English on the Hindi page until translated (issue 23) */}
        <Text id="courses.enquiryIntro" values={{ course: course.name }} components={{ 0: <span lang={contentLang} /> }} />
      </p>
      <form
        method="post"
        // without JavaScript the answer is the whole page: the fragment opens it at the form
        action={`${location.pathname}${location.search}#${ENQUIRY_SECTION_ID}`}
        noValidate
        className="mt-6 grid gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2 sm:p-6"
        data-testid="enquiry-form"
        data-focus-first-error=""
      >
        <TextField {...field("name")} label={t("courses.enquiryName")} autoComplete="name" required className="sm:col-span-2" />
        <TextField {...field("phone")} label={t("contact.phone")} type="tel" autoComplete="tel" required hint={t("contact.phoneHint")} />
        <TextField {...field("email")} label={t("contact.email")} type="email" autoComplete="email" required />
        <div className="sm:col-span-2">
          <label htmlFor={preferenceId} className="block text-sm font-medium text-slate-800">
            {t("courses.enquiryPreference")}
          </label>
          <select
            id={preferenceId}
            name="preference"
            defaultValue={chosen}
            autoFocus={firstError === "preference"}
            aria-invalid={preferenceError ? true : undefined}
            aria-describedby={preferenceError ? `${preferenceId}-error` : undefined}
            className={`mt-1 block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base shadow-sm focus:border-accent-600 focus:outline-none focus:ring-2 focus:ring-accent-500/40 ${preferenceError ? "border-red-600" : "border-slate-300"}`}
          >
            <option value="">{t("courses.enquiryNoPreference")}</option>
            {course.batches.length > 0 && (
              <optgroup label={t("courses.enquiryBatchesGroup")}>
                {course.batches.map((batch) => (
                  // a batch's label is the course's own words (English until translated, issue 23); an
                  // option holds text only, so the option carries the content's language; its value
                  // is the English batch whatever the page shows
                  <option key={batch.value} value={batch.value} lang={batch.label ? contentLang : undefined}>
                    {t("courses.enquiryBatchOption", { date: batch.date })}
                    {batch.label ? ` · ${batch.label}` : ""}
                  </option>
                ))}
              </optgroup>
            )}
            <optgroup label={t("courses.enquiryCallbackGroup")}>
              {(Object.keys(callbackTexts) as CallbackSlot[]).map((slot) => (
                <option key={slot} value={callbackValue(slot)}>
                  {t(callbackTexts[slot])}
                </option>
              ))}
            </optgroup>
          </select>
          {preferenceError && <FieldError id={`${preferenceId}-error`} message={preferenceError} />}
        </div>
        <TextField {...field("message")} label={t("courses.enquiryMessage")} multiline {...counter(values.message)} className="sm:col-span-2" />
        <Honeypot />
        <input type="hidden" name="utm_source" value={campaign.utmSource ?? ""} />
        <input type="hidden" name="utm_medium" value={campaign.utmMedium ?? ""} />
        <input type="hidden" name="utm_campaign" value={campaign.utmCampaign ?? ""} />
        <input type="hidden" name="ref" defaultValue="" data-referrer-host="" />
        <MessageFormFoot
          noticeId="enquiry-privacy-notice"
          sendLabel={t("courses.enquirySend")}
          result={result}
          firstError={firstError}
          retentionMonths={retentionMonths}
          noticeVersion={noticeVersion}
        />
      </form>
    </section>
  );
}
