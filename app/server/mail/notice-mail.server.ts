import type { Contact } from "../db/schema.server";

/** The notice of one new message: plain text, with Reply-To so that answering reaches the visitor. */
export function noticeMail(contact: Contact, options: { to: string; from: string; adminUrl: string }) {
  const name = `${contact.firstName} ${contact.lastName}`.trim();
  return {
    from: options.from,
    to: options.to,
    replyTo: { name, address: contact.email },
    subject: `New contact message from ${name}`,
    text: [
      `Name: ${name}`,
      `E-mail: ${contact.email}`,
      `Phone: ${contact.phone}`,
      `Received: ${contact.createdAt}`,
      "",
      contact.message,
      "",
      `Open it in the inbox: ${options.adminUrl}`,
    ].join("\n"),
  };
}
