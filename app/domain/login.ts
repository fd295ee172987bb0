import { z } from "./zod";
import { messages } from "./messages";

export const loginSchema = z.object({
  email: z.string().trim().min(1, messages.login.missing).max(200),
  password: z.string().min(1, messages.login.missing).max(500),
});
