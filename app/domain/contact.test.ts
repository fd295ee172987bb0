import { describe, expect, it } from "vitest";
import { contactSchema, CONTACT_MESSAGE_MAX } from "./contact";
import { fieldErrorsOf } from "./field-errors";

const valid = { firstName: "Kavya", lastName: "Nair", phone: "+91 98765 43210", email: "kavya@example.in", message: "Hello" };

describe("contact form rules", () => {
  it("accepts a complete message and trims it", () => {
    const parsed = contactSchema.parse({ ...valid, firstName: "  Kavya " });
    expect(parsed.firstName).toBe("Kavya");
  });

  it("names each missing or wrong field with its own message", () => {
    const result = contactSchema.safeParse({ firstName: "", lastName: " ", phone: "abc", email: "not-mail", message: "" });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrorsOf(result.error)).toEqual({
      firstName: "Please enter your first name.",
      lastName: "Please enter your last name.",
      phone: "Please enter a valid phone number.",
      email: "Please enter a valid e-mail address.",
      message: "Please enter a message.",
    });
  });

  it(`allows at most ${CONTACT_MESSAGE_MAX} characters of message`, () => {
    expect(contactSchema.safeParse({ ...valid, message: "m".repeat(CONTACT_MESSAGE_MAX) }).success).toBe(true);
    expect(contactSchema.safeParse({ ...valid, message: "m".repeat(CONTACT_MESSAGE_MAX + 1) }).success).toBe(false);
  });
});
