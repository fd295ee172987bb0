import type { LegalDocumentKind } from "../../domain/legal-documents";

/*
 * Version 1 of each legal document, stored by migration 0016 (decision 0042). Written for this demo
 * company; the owners replace them from /admin/legal, which keeps these as the earlier versions.
 * {{name}} is a site setting filled in when the page is shown (app/domain/legal-documents.ts).
 * Never edit these once shipped: a stored consent may refer to them. Write a new version instead.
 */

/** The effective date of the seeded versions (IST). */
export const SEEDED_LEGAL_EFFECTIVE_DATE = "2026-11-01";

const terms = `
<p>These terms apply to everyone who visits this website or enrols in a course of {{companyName}} ("we", "us"). By using the site or enrolling, you accept them. If you do not accept them, please do not use the site or our courses.</p>
<h2>1. What we offer</h2>
<p>We publish articles, calculators, market tools and videos about trading and investing, and we sell courses (recorded lessons, live sessions and study material) delivered through our learning platform at {{learningPlatformUrl}}. Everything we offer is education. It is not investment, tax or legal advice, and it is not a recommendation to buy or sell any security, derivative, currency or commodity. Please read our Disclaimer.</p>
<h2>2. Who may enrol</h2>
<p>You must be at least 18 years old and able to enter into a binding contract under Indian law to buy a course. If you enrol on behalf of an organisation, you confirm that you may bind it to these terms.</p>
<h2>3. Your account on the learning platform</h2>
<ul>
<li>Your course access is personal. Do not share your login, and do not let anyone else attend a live session or watch a recorded lesson in your place.</li>
<li>Give us true details when you enrol and keep them up to date. You are responsible for what happens under your account until you tell us it has been misused.</li>
<li>We may suspend or close an account that is shared, used to copy or redistribute our material, or used to harass other learners or our staff. Where the law allows, no refund is due in that case.</li>
</ul>
<h2>4. Fees and payments</h2>
<ul>
<li>Course fees are shown in Indian rupees and include GST unless stated otherwise. The fee that applies is the one shown when you pay.</li>
<li>Payments are taken by the learning platform and its payment partners (cards, UPI, net banking, EMI where offered). We never see or store your full card or bank details.</li>
<li>Your enrolment starts when the payment is confirmed. A tax invoice is sent to the e-mail address you gave.</li>
<li>Refunds and cancellations follow our Refund and Cancellation Policy.</li>
</ul>
<h2>5. Course content and changes</h2>
<p>We keep our courses up to date, so lessons, schedules and instructors may change. If a live session has to be moved, we offer a new date or the recording. Access to a course lasts for the period stated on its page; where no period is stated, for as long as we offer the course.</p>
<h2>6. Intellectual property</h2>
<p>The site, the courses, the videos, the slides, the notes, the calculators and our name and logo belong to {{companyName}} or to those who licensed them to us. You may use them for your own learning only. You may not copy, record, resell, publish, share in groups or channels, or use them to train others without our written permission.</p>
<h2>7. Acceptable use</h2>
<p>Do not try to break or overload the site, read data that is not yours, post unlawful or misleading content, or use the site to offer investment advice or tips to others.</p>
<h2>8. Our liability</h2>
<ul>
<li>Trading and investing carry a risk of loss. Any trading decision is yours alone, and we are not liable for gains or losses you make.</li>
<li>We take care that our content and calculators are correct, but we do not guarantee that they are complete, current or free of errors. Check figures with your broker before you trade.</li>
<li>To the extent the law allows, our total liability to you for any claim about a course is limited to the fee you paid for that course, and we are not liable for indirect or consequential loss.</li>
<li>Nothing in these terms limits rights you have under the Consumer Protection Act, 2019 that cannot be limited by contract.</li>
</ul>
<h2>9. Links to other sites</h2>
<p>The site links to brokers, charting services and other sites we do not control. We are not responsible for their content or their privacy practices, and a link is not a recommendation.</p>
<h2>10. Governing law and disputes</h2>
<p>These terms are governed by the laws of India. Please write to us first at {{email}}: most questions are settled quickly that way. Any dispute that remains is subject to the exclusive jurisdiction of the courts where {{companyName}} has its registered office, subject to your rights as a consumer.</p>
<h2>11. Changes to these terms</h2>
<p>We may update these terms. Each update is published here as a new version with the date from which it applies; earlier versions stay available on this page. The version in force when you enrolled applies to that enrolment.</p>
<h2>12. Contact</h2>
<p>{{companyName}}, {{address}}. E-mail: {{email}}. Phone: {{phone}}.</p>
`;

const privacy = `
<p>This notice explains what personal data {{companyName}} ("we", "us") collects through this website and our courses, why, how long we keep it, and the rights you have under India's Digital Personal Data Protection Act, 2023 (the "DPDP Act"). We are the Data Fiduciary for the data described here.</p>
<h2>1. The personal data we process, and why</h2>
<table>
<thead><tr><th>Where it comes from</th><th>What we collect</th><th>Why (the purpose)</th></tr></thead>
<tbody>
<tr><td>The contact form</td><td>First and last name, e-mail address, phone number, your message, the time you gave consent and the version of this notice you agreed to</td><td>To read and answer your message, and to be able to show what you agreed to</td></tr>
<tr><td>Course enquiries (by e-mail, phone or WhatsApp)</td><td>Your name, contact details and what you ask about</td><td>To answer your enquiry and, if you ask, help you choose and join a course</td></tr>
<tr><td>The newsletter, if you subscribe</td><td>Your e-mail address and the date you subscribed</td><td>To send you articles and course news; every e-mail has a link to unsubscribe</td></tr>
<tr><td>Enrolment on the learning platform</td><td>Name, e-mail, phone, billing details needed for the tax invoice, your course progress</td><td>To give you access to the course, issue invoices and certificates, and meet our tax duties</td></tr>
<tr><td>Using the site</td><td>The client (IP) address of a request, kept briefly; a session cookie only if you sign in to the back office; your language choice</td><td>To keep the site secure, stop spam and abuse, and show pages in your language</td></tr>
</tbody>
</table>
<p>We use your data only for the purpose for which you gave it. We do not sell personal data, we do not use it for advertising profiles, and we do not use the contact form's details for marketing.</p>
<h2>2. Consent</h2>
<p>Where we rely on your consent (the contact form, the newsletter), you give it by ticking the box or subscribing. You may withdraw consent at any time by writing to the Grievance Officer below, or by unsubscribing; withdrawing it does not affect what was done before. Where the DPDP Act allows processing for a legitimate use without consent (for example to meet a legal duty such as keeping tax records), we say so here.</p>
<h2>3. Cookies and similar technology</h2>
<p>The public site sets no advertising or tracking cookies. A strictly necessary session cookie is set only when an administrator signs in. Pages that embed market widgets (the economic calendar and the live chart) load them from their provider, who may set its own cookies under its own policy.</p>
<h2>4. How long we keep it</h2>
<ul>
<li>Contact form messages: {{messageRetentionMonths}} months, then they are deleted automatically.</li>
<li>Client (IP) addresses used against spam: only minutes, and never stored with your message.</li>
<li>Enquiries: up to 12 months after our last exchange, unless you enrol.</li>
<li>Newsletter: until you unsubscribe.</li>
<li>Enrolment and invoices: for as long as you have access to the course, and invoices for the period Indian tax law requires (currently eight years).</li>
</ul>
<h2>5. Who we share it with</h2>
<p>Only with service providers who process it for us under contract and on our instructions: our hosting and e-mail providers, the learning platform and its payment partners. We may disclose data where the law requires it, for example to a court or a government authority with the power to ask for it. Some providers may process data outside India, only as the DPDP Act and the Government of India allow.</p>
<h2>6. How we protect it</h2>
<p>Data is sent over encrypted connections, stored on access-controlled systems, and only staff who need it to answer you can see it. Every change in our back office is recorded. If a personal data breach happens, we will inform the Data Protection Board of India and the people affected as the DPDP Act requires.</p>
<h2>7. Your rights</h2>
<ul>
<li><strong>Access:</strong> ask for a summary of the personal data we hold about you and what we do with it.</li>
<li><strong>Correction and completion:</strong> ask us to correct inaccurate or incomplete data, or update it.</li>
<li><strong>Erasure:</strong> ask us to delete your data when it is no longer needed for its purpose, unless the law requires us to keep it.</li>
<li><strong>Grievance redressal:</strong> complain to our Grievance Officer about how we handle your data.</li>
<li><strong>Nomination:</strong> nominate another person to exercise these rights for you in the event of your death or incapacity.</li>
</ul>
<p>Write to the Grievance Officer to use any of these rights. We may ask you to confirm your identity, and we answer within 30 days at the latest.</p>
<h2>8. Grievance Officer</h2>
<p>{{grievanceOfficerName}}, Grievance Officer, {{companyName}}, {{address}}. E-mail: <a href="mailto:{{grievanceOfficerEmail}}">{{grievanceOfficerEmail}}</a>.</p>
<p>If you are not satisfied with our answer, you may complain to the Data Protection Board of India.</p>
<h2>9. Children</h2>
<p>Our courses are for adults. We do not knowingly collect data from anyone under 18; if you believe a child has sent us data, write to the Grievance Officer and we will delete it.</p>
<h2>10. Changes to this notice</h2>
<p>We publish every change as a new version of this notice with the date from which it applies. Earlier versions stay readable on this page, and each contact form consent records the version it was given under.</p>
`;

const refund = `
<p>This policy explains when {{companyName}} refunds a course fee and how to cancel an enrolment. It forms part of our Terms and Conditions.</p>
<h2>1. Recorded (self-paced) courses</h2>
<ul>
<li>You may ask for a full refund within 7 days of payment if you have watched no more than 20% of the course's lessons.</li>
<li>After 7 days, or once more than 20% of the lessons have been watched, the fee is not refundable, because the course has been delivered to you.</li>
</ul>
<h2>2. Live batches and workshops</h2>
<ul>
<li>Cancel at least 48 hours before the first session: full refund.</li>
<li>Cancel later, or after the batch has started: no refund, but you may move once, free of charge, to a later batch of the same course within six months.</li>
<li>If we cancel or postpone a batch and you cannot attend the new date, we refund the fee in full.</li>
</ul>
<h2>3. Bundles, offers and EMI</h2>
<p>A bundle is refunded as one purchase under the rule of its first course. Discounts and free extras given with a purchase are not paid out. For purchases on EMI, we cancel the order with the EMI provider; any interest or processing fee charged by your bank or the provider is governed by your agreement with them.</p>
<h2>4. How to ask</h2>
<p>Write to {{email}} from the e-mail address you enrolled with, giving your name, the course and the payment reference. We confirm within 3 working days whether the refund is due.</p>
<h2>5. How refunds are paid</h2>
<p>Approved refunds go back to the original means of payment within 7 working days of our confirmation. Your bank may take a few more days to show it. We do not refund in cash or to a third party's account.</p>
<h2>6. Transfers</h2>
<p>An enrolment is personal and cannot be transferred to another person.</p>
<h2>7. Your statutory rights</h2>
<p>Nothing in this policy affects your rights under the Consumer Protection Act, 2019. If you are not satisfied with our answer, you may also write to our Grievance Officer, {{grievanceOfficerName}}, at {{grievanceOfficerEmail}}.</p>
`;

const disclaimer = `
<p><strong>Education only.</strong> Everything on this website and in the courses of {{companyName}}, including articles, videos, live sessions, examples, charts, calculators, market pages and answers to questions, is provided for education only. It is not investment advice, a research report, a recommendation or an offer to buy or sell any security, derivative, currency, commodity or other instrument.</p>
<h2>Trading carries a risk of loss</h2>
<p>Trading and investing in securities, futures and options, currencies (forex) and commodities carry a high risk of loss, and you may lose more than you invest when trading with leverage or margin. Studies by the Securities and Exchange Board of India (SEBI) have found that most individual traders in equity futures and options make net losses. Trade only with money you can afford to lose, and consider your financial situation and objectives before you do.</p>
<h2>Past performance</h2>
<p>Past performance, back-tested results and examples shown in our content are not a guide to future results. A strategy that worked in one market or period may not work in another.</p>
<h2>SEBI registration</h2>
<p>{{sebiStatement}}</p>
<h2>Your decisions are your own</h2>
<p>Any trading or investment decision you take is yours alone. Before you act, check facts and figures with your broker and, where needed, consult an adviser registered with SEBI. We do not manage money, take deposits, promise returns or give tips, and no one acting for {{companyName}} will ask you to transfer money for trading. Report any such request to us at {{email}}.</p>
<h2>Calculators and market data</h2>
<p>Calculators, lot sizes, charges and market data are provided as they are, for learning. They may be approximate, delayed or out of date; exchange, broker and tax figures change. Figures from third-party widgets are the responsibility of their providers.</p>
<h2>Forex in India</h2>
<p>Residents of India may trade currency derivatives only on recognised Indian exchanges and in the currency pairs permitted by the Reserve Bank of India. Examples of other pairs in our content are for education only.</p>
`;

export const seededLegalDocuments: Record<LegalDocumentKind, string> = {
  terms: terms.trim(),
  privacy: privacy.trim(),
  refund: refund.trim(),
  disclaimer: disclaimer.trim(),
};
