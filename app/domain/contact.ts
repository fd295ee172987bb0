import { z } from "./zod";

export const CONTACT_MESSAGE_MAX = 300;

/** The contact form, used by the form (field hints) and by the action (the rule that counts). */
export const contactSchema = z.object({
  firstName: z.string().trim().min(1, "Please enter your first name.").max(80, "At most 80 characters."),
  lastName: z.string().trim().min(1, "Please enter your last name.").max(80, "At most 80 characters."),
  phone: z
    .string()
    .trim()
    .min(1, "Please enter your phone number.")
    .regex(/^\+?[0-9 ()-]{7,20}$/, "Please enter a valid phone number."),
  email: z.string().trim().min(1, "Please enter your e-mail address.").email("Please enter a valid e-mail address.").max(200),
  message: z
    .string()
    .trim()
    .min(1, "Please enter a message.")
    .max(CONTACT_MESSAGE_MAX, `Your message can be at most ${CONTACT_MESSAGE_MAX} characters.`),
});

export type ContactForm = z.infer<typeof contactSchema>;
