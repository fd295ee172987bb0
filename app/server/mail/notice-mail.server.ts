import { withShownMessage } from "../../domain/contact";
import { enquiryFacts } from "../../domain/course-enquiry";
import { oneLine } from "../../domain/text-limits";
import { formatCount } from "../../domain/counts";
import { messages } from "../../domain/messages";
import type { Contact } from "../db/schema.server";

/** The message as a mail reader should lay it out: bounded, with a line saying what is left out (decision 0026). */
function shownText(message: string): string[] {
  const shown = withShownMessage({ message });
  return shown.messageOmitted > 0 ? [shown.message, "", messages.messageCut.mail(formatCount(shown.messageLength))] : [shown.message];
}

/** The notice of one new message: plain text, with Reply-To so that answering reaches the visitor. */
export function noticeMail(contact: Contact, options: { to: string; from: string; adminUrl: string }) {
  const name = `${contact.firstName} ${contact.lastName}`.trim();
  const facts = enquiryFacts(contact);
  return {
    from: options.from,
    to: options.to,
    replyTo: { name, address: contact.email },
    // an enquiry names its course first: the inbox of a busy admissions desk sorts by subject
    subject: contact.courseName ? `New enquiry about ${oneLine(contact.courseName)} from ${name}` : `New contact message from ${name}`,
    text: [
      `Name: ${name}`,
      `E-mail: ${contact.email}`,
      `Phone: ${contact.phone}`,
      `Received: ${contact.createdAt}`,
      ...facts.map(([term, value]) => `${term}: ${oneLine(value)}`),
      "",
      ...shownText(contact.message),
      "",
      `Open it in the inbox: ${options.adminUrl}`,
    ].join("\n"),
  };
}
