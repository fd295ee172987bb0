import { CONTACT_NOTICE_VERSION, CONTACT_RATE_LIMIT } from "../../domain/contact-notice";
import type { SiteSettings } from "../../domain/site-settings";

/**
 * What the contact form keeps, why, for how long, and how to ask for it (India's DPDP Act). The
 * notice beside the form's button points here; change CONTACT_NOTICE_VERSION with these words.
 */
export function ContactFormPrivacy({ settings }: { settings: Pick<SiteSettings, "email" | "messageRetentionMonths" | "companyName"> }) {
  const windowMinutes = CONTACT_RATE_LIMIT.windowMs / 60_000;
  return (
    <section aria-labelledby="contact-form-privacy" className="space-y-4 pt-4">
      <h2 id="contact-form-privacy" className="text-2xl text-slate-900">
        The contact form (notice {CONTACT_NOTICE_VERSION}, November 2026)
      </h2>
      <p>
        <strong>What we keep.</strong> When you send a message we store your first and last name, e-mail address, phone
        number and message, the time you gave your consent and the notice version you agreed to (this one:{" "}
        {CONTACT_NOTICE_VERSION}).
      </p>
      <p>
        <strong>Why.</strong> Only to read and answer your message, and to be able to show that you agreed to this
        notice. We do not use these details for marketing and do not sell or share them.
      </p>
      <p>
        <strong>For how long.</strong> Messages are kept for {settings.messageRetentionMonths} months and then removed
        automatically. To stop spam, we also note the client address (IP address) a message came from; it is used only
        to allow at most {CONTACT_RATE_LIMIT.max} messages per {windowMinutes} minutes from one address, is not stored
        with your message, and is deleted once those {windowMinutes} minutes have passed (at the latest at our next
        clean-up, {windowMinutes} minutes later).
      </p>
      <p>
        <strong>Your rights.</strong> You may ask {settings.companyName} for access to the details we hold about you, for
        their correction, or for their erasure, by writing to{" "}
        <a href={`mailto:${settings.email}`} className="font-medium text-accent-800 underline underline-offset-2">
          {settings.email}
        </a>
        . We answer such requests without undue delay.
      </p>
    </section>
  );
}
