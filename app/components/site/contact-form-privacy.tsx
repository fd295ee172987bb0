import { CONTACT_RATE_LIMIT } from "../../domain/contact-notice";
import { formatCount } from "../../domain/counts";
import type { SiteSettings } from "../../domain/site-settings";
import { Text } from "../../i18n/texts";
import { useContentLang } from "./content-lang";

/**
 * What the contact form keeps, why, for how long, and how to ask for it (India's DPDP Act). The
 * notice beside the form's button points here. `version` is the notice version of the privacy
 * policy's version shown ("privacy-v2"): what a consent given under it is stored with.
 */
export function ContactFormPrivacy({ settings, version }: { settings: Pick<SiteSettings, "email" | "messageRetentionMonths" | "companyName">; version: string }) {
  const minutes = formatCount(CONTACT_RATE_LIMIT.windowMs / 60_000);
  const contentLang = useContentLang();
  // the notice version is a code ("privacy-v2"), read as English on a Hindi page
  const code = <span lang={contentLang} />;
  const bold = { 0: <strong /> };
  return (
    <section aria-labelledby="contact-form-privacy" className="space-y-4 pt-4">
      <h2 id="contact-form-privacy" className="text-2xl text-slate-900">
        <Text id="legal.formHeading" values={{ version }} components={{ 0: code }} />
      </h2>
      <p>
        <Text id="legal.formWhat" values={{ version }} components={{ ...bold, 1: code }} />
      </p>
      <p>
        <Text id="legal.formWhy" components={bold} />
      </p>
      <p>
        <Text
          id="legal.formHowLong"
          values={{
            months: settings.messageRetentionMonths,
            monthsText: formatCount(settings.messageRetentionMonths),
            max: formatCount(CONTACT_RATE_LIMIT.max),
            minutes,
          }}
          components={bold}
        />
      </p>
      <p>
        <Text
          id="legal.formRights"
          values={{ companyName: settings.companyName, email: settings.email }}
          components={{ 0: <strong />, 1: <a href={`mailto:${settings.email}`} className="font-medium text-accent-800 underline underline-offset-2" /> }}
        />
      </p>
    </section>
  );
}
