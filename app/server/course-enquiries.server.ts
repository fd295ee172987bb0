import type { Logger } from "pino";
import { batchValue, campaignOfForm, enquirySchemaIn, enquiryValuesOf, type EnquiryValues } from "../domain/course-enquiry";
import { fieldErrorsOf } from "../domain/field-errors";
import type { Locale } from "../i18n/locale";
import { answerMessagePost, contactRefusalsIn, type ContactAnswer } from "./contacts.server";
import type { EnquiryCourse } from "./course-pages.server";
import type { AppServices } from "./services.server";

/*
 * A course page's enquiry (issue 22, decision 0044): the contact form's post (honeypot, rate
 * limit, consent, the e-mail notice) with the course, the choice of batch or callback time, the
 * page and the campaign it came from. The batch is checked against the course as the server reads
 * it now, not against what the page offered when it was loaded.
 */
export async function answerCourseEnquiry(
  services: AppServices,
  request: { form: FormData; client: string; locale: Locale; course: EnquiryCourse; sourcePage: string },
  log: Logger,
): Promise<ContactAnswer<EnquiryValues>> {
  const { course, form } = request;
  const values = enquiryValuesOf(form);
  return answerMessagePost(
    services,
    {
      form,
      client: request.client,
      locale: request.locale,
      values,
      read: () => {
        const parsed = enquirySchemaIn(contactRefusalsIn(request.locale), course.batches.map(batchValue)).safeParse(values);
        if (!parsed.success) return { ok: false, errors: fieldErrorsOf(parsed.error) };
        const { name, phone, email, message, preference } = parsed.data;
        return {
          ok: true,
          message: {
            // one name field: the inbox's first name holds it whole (people's names do not split by rule)
            firstName: name,
            lastName: "",
            phone,
            email,
            message: message ?? "",
            courseId: course.id,
            courseName: course.name,
            preferredBatch: preference.batch,
            callbackTime: preference.callback,
            sourcePage: request.sourcePage,
            ...campaignOfForm(form),
          },
        };
      },
    },
    log,
  );
}
