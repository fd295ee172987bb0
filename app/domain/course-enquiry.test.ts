import { describe, expect, it } from "vitest";
import { contactFieldErrorTexts } from "./contact";
import { batchValue, campaignOfAddress, cleanCampaignValue, cleanReferrerHost, enquirySchemaIn, readPreference, referrerHostOf, sourceOf } from "./course-enquiry";

const say = (key: keyof typeof contactFieldErrorTexts) => contactFieldErrorTexts[key];
const batches = [batchValue({ startDate: "2026-12-12", label: "Weekend batch" }), batchValue({ startDate: "2027-01-18", label: "" })];
const valid = { name: "Meera Iyer", phone: "98765 43210", email: "meera@example.in", preference: "", message: "", consent: "yes" };

describe("the course enquiry form", () => {
  it("takes a name, phone, e-mail and consent, with no message and no preference", () => {
    const parsed = enquirySchemaIn(say, batches).parse(valid);
    expect(parsed).toMatchObject({ name: "Meera Iyer", message: "", preference: { batch: null, callback: null } });
  });

  it("takes only a batch the course offers now, or a listed callback time", () => {
    expect(readPreference("2026-12-12 | Weekend batch", batches)).toEqual({ batch: "2026-12-12 | Weekend batch", callback: null });
    expect(readPreference("2027-01-18", batches)).toEqual({ batch: "2027-01-18", callback: null });
    expect(readPreference("call:evening", batches)).toEqual({ batch: null, callback: "evening" });
    expect(readPreference("call:midnight", batches)).toBeNull();
    expect(readPreference("2026-01-01 | Long gone", batches)).toBeNull();
    const refused = enquirySchemaIn(say, batches).safeParse({ ...valid, preference: "x".repeat(10_000) });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(say("preferenceInvalid"));
  });

  it("refuses a missing name and consent with the enquiry's own words, and a message over the contact form's bound", () => {
    const refused = enquirySchemaIn(say, batches).safeParse({ ...valid, name: "  ", consent: "", message: "x".repeat(301) });
    const byField = Object.fromEntries(refused.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(byField.name).toBe("Please enter your name.");
    expect(byField.consent).toBe(say("consentMissing"));
    expect(byField.message).toBe("Your message can be at most {max} characters.");
  });
});

describe("where an enquiry came from", () => {
  it("cleans a campaign value: bounded, lower case, other characters as one dash", () => {
    expect(cleanCampaignValue("Newsletter")).toBe("newsletter");
    expect(cleanCampaignValue(" diwali 2026 / offer! ")).toBe("diwali-2026-offer");
    expect(cleanCampaignValue("दिवाली")).toBe("दिवाली");
    expect(cleanCampaignValue('"><script>alert(1)</script>')).toBe("script-alert-1-script");
    expect(cleanCampaignValue("---")).toBeNull();
    expect(cleanCampaignValue("")).toBeNull();
    expect(cleanCampaignValue(null)).toBeNull();
    expect(cleanCampaignValue("a".repeat(100_000))).toHaveLength(64);
    expect(cleanCampaignValue("-".repeat(100_000) + "x")).toBeNull();
    expect(campaignOfAddress(new URLSearchParams("utm_source=FB&utm_campaign=diwali"))).toEqual({ utmSource: "fb", utmMedium: null, utmCampaign: "diwali" });
  });

  it("keeps a referrer's host only, and never this site's own", () => {
    expect(referrerHostOf("https://www.google.com/search?q=meera+iyer+phone", "candlewise.in")).toBe("www.google.com");
    expect(referrerHostOf("https://candlewise.in/courses", "candlewise.in")).toBeNull();
    expect(referrerHostOf("javascript:alert(1)", "candlewise.in")).toBeNull();
    expect(referrerHostOf("", "candlewise.in")).toBeNull();
    expect(cleanReferrerHost("News.Example.com")).toBe("news.example.com");
    expect(cleanReferrerHost("localhost:5173")).toBe("localhost:5173");
    expect(cleanReferrerHost("https://evil.example/path")).toBeNull();
    expect(cleanReferrerHost("a".repeat(300))).toBeNull();
  });

  it("names a message's source: the campaign's, else the linking site", () => {
    expect(sourceOf({ utmSource: "newsletter", referrerHost: "t.co" })).toBe("newsletter");
    expect(sourceOf({ utmSource: null, referrerHost: "t.co" })).toBe("t.co");
    expect(sourceOf({ utmSource: null, referrerHost: null })).toBeNull();
  });
});
