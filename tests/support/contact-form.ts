import { CONTACT_HONEYPOT_FIELD } from "../../app/domain/contact";

/** A contact form a visitor fills in correctly; `marker` ends the message, to find it again. */
export const validContactFields = (marker: string): Record<string, string> => ({
  firstName: "Rohan",
  lastName: "Mehta",
  phone: "+91 98765 43210",
  email: "rohan@example.in",
  message: `Which course suits a beginner? ${marker}`,
  consent: "yes",
  [CONTACT_HONEYPOT_FIELD]: "",
});
