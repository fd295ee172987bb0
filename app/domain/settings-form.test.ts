import { describe, expect, it } from "vitest";
import { changedSettingNames, parseSettingsForm, settingsFormValuesOf } from "./settings-form";
import { fallbackSiteSettings } from "./site-settings";

describe("the settings form", () => {
  const stored = settingsFormValuesOf({ ...fallbackSiteSettings, iosAppUrl: "#" });

  it("round-trips stored settings, showing the no-app '#' as an empty box", () => {
    expect(stored.iosAppUrl).toBe("");
    const parsed = parseSettingsForm(stored);
    expect(parsed).toEqual({ ok: true, settings: { ...fallbackSiteSettings, iosAppUrl: "" } });
  });

  it.each([
    ["chatUrl", "javascript:alert(1)"],
    ["chatUrl", "data:text/html,hi"],
    ["social_x", "x.com/candlewise"],
    ["learningPlatformUrl", ""],
    ["androidAppUrl", "ftp://files.example/app.apk"],
    ["email", "hello@"],
    ["videoLesson3", "abc"],
    ["messageRetentionMonths", "121"],
    ["messageRetentionMonths", "2.5"],
    ["companyName", "   "],
    ["hindiDigits", "roman"],
    ["feedContent", "everything"],
    ["hindiBlogEnglish", "shown"],
    ["grievanceOfficerName", " "],
    ["grievanceOfficerEmail", "grievance@"],
    ["sebiRegistration", "x".repeat(301)],
  ])("refuses %s = %j with a message for that field only", (field, value) => {
    const parsed = parseSettingsForm({ ...stored, [field]: value });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(Object.keys(parsed.fieldErrors)).toEqual([field]);
  });

  it("keeps the feeds to summaries unless full posts are chosen (decision 0037)", () => {
    expect(stored.feedContent).toBe("summary");
    const parsed = parseSettingsForm({ ...stored, feedContent: "full" });
    expect(parsed.ok && parsed.settings.feedContent).toBe("full");
  });

  it("lists English posts on the Hindi blog unless they are hidden (decision 0057)", () => {
    expect(stored.hindiBlogEnglish).toBe("listed");
    const parsed = parseSettingsForm({ ...stored, hindiBlogEnglish: "hidden" });
    expect(parsed.ok && parsed.settings.hindiBlogEnglish).toBe("hidden");
  });

  it("keeps the Grievance Officer and an optional SEBI registration (decision 0042)", () => {
    expect(stored.sebiRegistration).toBe("");
    const parsed = parseSettingsForm({ ...stored, grievanceOfficerName: " Ananya Rao ", grievanceOfficerEmail: "dpo@candlewise.in", sebiRegistration: "Research Analyst, INH000000001" });
    expect(parsed.ok && parsed.settings).toMatchObject({ grievanceOfficerName: "Ananya Rao", grievanceOfficerEmail: "dpo@candlewise.in", sebiRegistration: "Research Analyst, INH000000001" });
  });

  it("allows empty optional links and trims what was typed", () => {
    const parsed = parseSettingsForm({ ...stored, chatUrl: "", social_instagram: "  https://instagram.com/candlewise ", messageRetentionMonths: " 6 " });
    expect(parsed.ok && parsed.settings).toMatchObject({ chatUrl: "", social: { instagram: "https://instagram.com/candlewise" }, messageRetentionMonths: 6 });
  });

  it("names the changed settings, social links and video ids included", () => {
    const after = { ...fallbackSiteSettings, phone: "+91 1", videoLessonIds: ["aaaaaaaaaaa", "bbbbbbbbbbb", "ddddddddddd"] as [string, string, string], social: { ...fallbackSiteSettings.social, telegram: "https://t.me/x" } };
    expect(changedSettingNames(fallbackSiteSettings, after)).toEqual(["phone", "videoLessonIds", "social.telegram"]);
    expect(changedSettingNames(fallbackSiteSettings, fallbackSiteSettings)).toEqual([]);
  });
});
