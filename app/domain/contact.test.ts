import { describe, expect, it } from "vitest";
import {
  contactNoticeTone,
  contactSchema,
  CONTACT_MESSAGE_MAX,
  firstInvalidField,
  isValidPhone,
  visibleLength,
} from "./contact";
import { fieldErrorsOf } from "./field-errors";
import { messages } from "./messages";

const valid = { firstName: "Kavya", lastName: "Nair", phone: "+91 98765 43210", email: "kavya@example.in", message: "Hello", consent: "yes" };

describe("contact form rules", () => {
  it("accepts a complete message and trims it", () => {
    const parsed = contactSchema.parse({ ...valid, firstName: "  Kavya " });
    expect(parsed.firstName).toBe("Kavya");
  });

  it("names each missing or wrong field with its own message", () => {
    const result = contactSchema.safeParse({ firstName: "", lastName: " ", phone: "abc", email: "not-mail", message: "" });
    expect(result.success).toBe(false);
    if (result.success) return;
    const errors = fieldErrorsOf(result.error);
    expect(errors).toEqual({
      firstName: "Please enter your first name.",
      lastName: "Please enter your last name.",
      phone: expect.stringMatching(/^Please enter a valid phone number/),
      email: "Please enter a valid e-mail address.",
      message: "Please enter a message.",
      consent: "Please tick the box to agree, so that we may keep your message to answer you.",
    });
    expect(firstInvalidField(errors)).toBe("firstName");
    expect(firstInvalidField({ message: "x", consent: "y" })).toBe("message");
  });

  it("asks for the phone number and the e-mail address when they are empty", () => {
    const result = contactSchema.safeParse({ ...valid, phone: " ", email: "" });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrorsOf(result.error)).toEqual({ phone: "Please enter your phone number.", email: "Please enter your e-mail address." });
  });

  it("takes consent only as the ticked box", () => {
    expect(contactSchema.safeParse({ ...valid, consent: "no" }).success).toBe(false);
    expect(contactSchema.safeParse({ ...valid, consent: undefined }).success).toBe(false);
  });

  it(`allows at most ${CONTACT_MESSAGE_MAX} characters of message, counted as the visitor sees them`, () => {
    expect(contactSchema.safeParse({ ...valid, message: "m".repeat(CONTACT_MESSAGE_MAX) }).success).toBe(true);
    expect(contactSchema.safeParse({ ...valid, message: "m".repeat(CONTACT_MESSAGE_MAX + 1) }).success).toBe(false);
    // 300 emoji are 600 UTF-16 units, and a family emoji is one character of 11 units
    expect(contactSchema.safeParse({ ...valid, message: "📈".repeat(CONTACT_MESSAGE_MAX) }).success).toBe(true);
    expect(contactSchema.safeParse({ ...valid, message: "📈".repeat(CONTACT_MESSAGE_MAX + 1) }).success).toBe(false);
    expect(visibleLength("👨‍👩‍👧")).toBe(1);
    expect(visibleLength("नमस्ते")).toBe(3);
    // a form post sends a line break as CR LF; the visitor typed one character
    expect(visibleLength("a\r\nb")).toBe(3);
    // plain ASCII is counted without the segmenter, to the same figure
    const segmenter = new Intl.Segmenter("en", { granularity: "grapheme" });
    for (const text of ["", "hello", "a\rb", "\n\r", "\r\r\n", "\r\n\r\n", "tab\there", "\x00\x7f ~"]) {
      expect(visibleLength(text), JSON.stringify(text)).toBe([...segmenter.segment(text.replace(/\r\n/g, "\n"))].length);
    }
    expect(contactSchema.safeParse({ ...valid, message: "ab\r\n".repeat(100) }).success).toBe(true);
  });
});

describe("phone numbers", () => {
  it.each([
    "9876543210",
    "6123456789",
    "+91 98765 43210",
    "+919876543210",
    "91 9876543210",
    "09876543210",
    "098765-43210",
    "+91-98765-43210",
    "+44 20 7946 0958",
    "+1-415-555-2671",
    "+6591234567",
  ])("accepts %s", (phone) => expect(isValidPhone(phone)).toBe(true));

  it.each([
    "5876543210", // Indian mobiles start with 6 to 9
    "987654321", // nine digits
    "98765432101", // eleven digits, no prefix
    "+91 5876543210",
    "+1234567", // 7 digits after +
    "+1234567890123456", // 16 digits
    "+0123456789",
    "98765 4321O",
    "(987) 654-3210",
    "+91--98765",
    "-9876543210",
    "call me",
  ])("refuses %s", (phone) => expect(isValidPhone(phone)).toBe(false));
});

describe("the message under the button", () => {
  it("is red when its text contains 'error' (the spec's rule), which every refusal does", () => {
    expect(contactNoticeTone(messages.contact.sent)).toBe("success");
    for (const refusal of [messages.contact.failed, messages.contact.honeypot, messages.contact.rateLimited]) {
      expect(contactNoticeTone(refusal), refusal).toBe("error");
    }
  });
});
