import { describe, expect, it } from "vitest";
import { messages } from "../../domain/messages";
import type { Contact } from "../db/schema.server";
import { noticeMail } from "./notice-mail.server";

const contact = (message: string): Contact => ({
  id: "c1",
  firstName: "Anil",
  lastName: "Rao",
  email: "anil@example.in",
  phone: "+91 98000 11111",
  message,
  createdAt: "2026-11-25T10:00:00.000Z",
  consentAt: null,
  noticeVersion: null,
  readAt: null,
});
const options = { to: "office@example.in", from: "site@example.in", adminUrl: "https://example.in/admin/messages/c1" };

describe("the e-mail notice of a new message", () => {
  it("carries a message the form takes whole", () => {
    const message = "नमस्ते, which course suits a beginner? 📈";
    expect(noticeMail(contact(message), options).text).toContain(`\n${message}\n`);
  });

  it("carries a row stored before the form's limits bounded, and says so (decision 0026)", () => {
    const mail = noticeMail(contact(`Hi ${"\u0301".repeat(90_000)}`), options);
    expect(mail.text).toContain(`Hi ${"\u0301".repeat(30)}\n`);
    expect(mail.text).toContain(messages.messageCut.mail("90,003"));
    expect(mail.text.length).toBeLessThan(1_000);
  });

  it("names the course of an enquiry in its subject and lines, with the choice and where it came from", () => {
    const mail = noticeMail(
      { ...contact(""), firstName: "Meera Iyer", lastName: "", courseId: "k1", courseName: "Technical Analysis\nMasterclass", callbackTime: "evening", sourcePage: "/hi/courses/ta", utmSource: "newsletter", utmCampaign: "diwali", referrerHost: "news.example.com" },
      options,
    );
    // a line break in a stored name cannot add a header line
    expect(mail.subject).toBe("New enquiry about Technical Analysis Masterclass from Meera Iyer");
    expect(mail.text).toContain("\nCourse: Technical Analysis Masterclass\n");
    expect(mail.text).toContain("Callback time: Evening (4 pm to 8 pm IST)");
    expect(mail.text).toContain("Sent from: /hi/courses/ta");
    expect(mail.text).toContain("Source: newsletter");
    expect(mail.text).toContain("Campaign: diwali");
    expect(mail.text).toContain("Referrer: news.example.com");
    expect(noticeMail(contact("Hello"), options).subject).toBe("New contact message from Anil Rao");
  });
});
