import { useMatches, useRouteLoaderData } from "react-router";
import { ContactFormPrivacy } from "../../components/site/contact-form-privacy";
import { SimplePage } from "../../components/site/page-intro";
import { publicPageHandle } from "../../domain/public-pages";
import { fallbackSiteSettings } from "../../domain/site-settings-defaults";
import type { loader as siteLayoutLoader } from "./layout";

const documents = {
  terms: {
    title: "Terms and Conditions",
    body: [
      "By enrolling in a course you confirm that you are at least 18 years old.",
      "Course fees are non-refundable and enrollments cannot be cancelled or transferred to another person.",
      "Our content is for education only and is not investment advice. Trading carries a risk of loss.",
    ],
  },
  privacy: {
    title: "Privacy Policy",
    body: [
      "We keep the details you send through the contact form only to answer you.",
      "We do not sell personal data. You may ask us to delete your details at any time.",
    ],
  },
  // the contact form's section (ContactFormPrivacy below) follows the privacy body
  refund: {
    title: "Refund and Cancellation Policy",
    body: [
      "All fees are final: we do not offer refunds.",
      "Enrollments cannot be cancelled and are non-transferable.",
    ],
  },
} as const;

export const handle = publicPageHandle;

/** One module serves the three legal pages; the route id says which. */
export default function Legal() {
  const id = useMatches().at(-1)?.id as keyof typeof documents;
  const document = documents[id] ?? documents.terms;
  const settings = useRouteLoaderData<typeof siteLayoutLoader>("routes/site/layout")?.settings ?? fallbackSiteSettings;
  return (
    <SimplePage title={document.title} intro="Last updated: September 2025">
      {document.body.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {id === "privacy" && <ContactFormPrivacy settings={settings} />}
    </SimplePage>
  );
}
