import { describe, expect, it } from "vitest";
import {
  contactNoticeVersionOf,
  currentLegalVersion,
  fillLegalPlaceholders,
  fillLegalPlaceholdersInTags,
  fillLegalPlaceholdersMarked,
  indiaDateOf,
  legalPlaceholders,
  nextLegalChange,
  privacyVersionOfNotice,
  requestedLegalVersion,
  type LegalPlaceholder,
} from "./legal-documents";
import { parseLegalDocumentForm } from "./legal-document-form";

const versions = [
  { version: 1, effectiveAt: "2026-10-31T18:30:00.000Z" },
  { version: 2, effectiveAt: "2026-12-31T18:30:00.000Z" },
  { version: 3, effectiveAt: "2026-11-19T18:30:00.000Z" },
];

describe("the version in force", () => {
  it("is the highest-numbered version whose effective date has come", () => {
    expect(currentLegalVersion(versions, "2026-11-01T00:00:00.000Z")?.version).toBe(1);
    expect(currentLegalVersion(versions, "2026-11-19T18:29:59.999Z")?.version).toBe(1);
    // version 3 was saved after version 2 (dated later) and replaces version 1 on its own date
    expect(currentLegalVersion(versions, "2026-11-19T18:30:00.000Z")?.version).toBe(3);
    // and a later save supersedes the earlier one dated ahead: version 2's day does not bring it back
    expect(currentLegalVersion(versions, "2027-01-05T00:00:00.000Z")?.version).toBe(3);
    expect(currentLegalVersion(versions, "2026-10-01T00:00:00.000Z")).toBeUndefined();
  });

  it("names the next moment a version takes effect, for the page cache", () => {
    expect(nextLegalChange(versions, "2026-11-10T00:00:00.000Z")).toBe("2026-11-19T18:30:00.000Z");
    expect(nextLegalChange(versions, "2027-01-01T00:00:00.000Z")).toBeNull();
  });

  it("compares effective dates with the day in India", () => {
    expect(indiaDateOf("2026-11-30T18:29:59.000Z")).toBe("2026-11-30");
    expect(indiaDateOf("2026-11-30T18:30:00.000Z")).toBe("2026-12-01");
  });
});

describe("versions in addresses and consents", () => {
  it.each([
    [null, null],
    ["2", 2],
    ["0", null],
    ["-1", null],
    ["1.5", null],
    ["abc", null],
    ["9".repeat(7), null],
    ["", null],
  ])("?version=%j reads as %j", (param, expected) => {
    expect(requestedLegalVersion(param)).toBe(expected);
  });

  it("a consent's notice version names the privacy version, and back", () => {
    expect(contactNoticeVersionOf(4)).toBe("privacy-v4");
    expect(privacyVersionOfNotice("privacy-v4")).toBe(4);
    expect(privacyVersionOfNotice("2026-11-v1")).toBeNull();
    expect(privacyVersionOfNotice(null)).toBeNull();
  });
});

describe("placeholders", () => {
  const values = Object.fromEntries(legalPlaceholders.map((name) => [name, `[${name}]`])) as Record<LegalPlaceholder, string>;

  it("fills known settings and leaves unknown names as written", () => {
    expect(fillLegalPlaceholders("<p>{{grievanceOfficerName}} at {{grievanceOfficerEmail}}; {{unknown}}</p>", values)).toBe(
      "<p>[grievanceOfficerName] at [grievanceOfficerEmail]; {{unknown}}</p>",
    );
  });

  it("escapes what it fills in, between tags and in attributes", () => {
    const hostile = { ...values, companyName: `<img src=x onerror=alert(1)>"'&` };
    expect(fillLegalPlaceholders(`<p title="{{companyName}}">{{companyName}}</p>`, hostile)).toBe(
      `<p title="&lt;img src=x onerror=alert(1)&gt;&quot;&#39;&amp;">&lt;img src=x onerror=alert(1)&gt;&quot;&#39;&amp;</p>`,
    );
  });
  it("in a Hindi text, marks a value written in Latin letters as English between tags, never inside a tag (decision 0056)", () => {
    const settings = { ...values, companyName: "Candlewise Academy", grievanceOfficerEmail: "grievance@candlewise.example", messageRetentionMonths: "12", sebiStatement: "कोई पंजीकरण नहीं", address: `<b>Pune</b> & "co"` };
    expect(
      fillLegalPlaceholdersMarked(
        `<p>{{companyName}}: {{messageRetentionMonths}} महीने। {{sebiStatement}} <a href="mailto:{{grievanceOfficerEmail}}">{{grievanceOfficerEmail}}</a> {{address}} {{unknown}}</p>`,
        settings,
        "en-IN",
      ),
    ).toBe(
      `<p><span lang="en-IN">Candlewise Academy</span>: 12 महीने। कोई पंजीकरण नहीं <a href="mailto:grievance@candlewise.example"><span lang="en-IN">grievance@candlewise.example</span></a> <span lang="en-IN">&lt;b&gt;Pune&lt;/b&gt; &amp; &quot;co&quot;</span> {{unknown}}</p>`,
    );
  });
});

describe("the editor's form", () => {
  // the server passes its HTML reader; paragraphs are all these cases hold
  const textOf = (html: string) => html.replaceAll("<p>", "").replaceAll("</p>", "");
  const now = "2026-11-26T10:00:00.000Z";

  it("takes a text and an effective date from today on, as midnight in India", () => {
    expect(parseLegalDocumentForm({ body: "<p>Text</p>", effectiveDate: "2026-11-26" }, textOf, now)).toEqual({
      ok: true,
      body: "<p>Text</p>",
      effectiveDate: "2026-11-26",
      effectiveAt: "2026-11-25T18:30:00.000Z",
    });
    expect(parseLegalDocumentForm({ body: "<p>Text</p>", effectiveDate: "2027-01-01" }, textOf, now).ok).toBe(true);
  });

  it.each([
    [{ body: "<p> </p>", effectiveDate: "2026-11-26" }, ["body"]],
    [{ body: "<p>Text</p>", effectiveDate: "2026-11-25" }, ["effectiveDate"]],
    [{ body: "<p>Text</p>", effectiveDate: "2026-02-31" }, ["effectiveDate"]],
    [{ body: "<p>Text</p>", effectiveDate: "tomorrow" }, ["effectiveDate"]],
    [{ body: "x".repeat(200_001), effectiveDate: "2026-11-26" }, ["body"]],
  ])("refuses %j", (fields, wrong) => {
    const parsed = parseLegalDocumentForm(fields, textOf, now);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(Object.keys(parsed.fieldErrors)).toEqual(wrong);
  });
});

describe("the back office's preview of a text", () => {
  it("keeps the placeholders between tags for the translator and fills those inside a tag", () => {
    const values = Object.fromEntries(legalPlaceholders.map((name) => [name, `[${name}]`])) as Record<LegalPlaceholder, string>;
    expect(fillLegalPlaceholdersInTags(`<p>{{companyName}} <a href="mailto:{{email}}">{{email}}</a></p>`, values)).toBe(`<p>{{companyName}} <a href="mailto:[email]">{{email}}</a></p>`);
  });
});
