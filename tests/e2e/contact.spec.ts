import { CONTACT_SENT, contactFor, expect, fillContactForm, signInThroughForm, test, uniqueTag } from "./fixtures";

const requiredFields: [label: string, error: string][] = [
  ["First name", "Please enter your first name."],
  ["Last name", "Please enter your last name."],
  ["Phone", "Please enter your phone number."],
  ["E-mail", "Please enter your e-mail address."],
  ["Message", "Please enter a message."],
];

test.describe("contact form", () => {
  test("submitting it empty shows an error under each field", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("button", { name: "Send Message" }).click();
    for (const [label, error] of requiredFields) {
      const field = page.getByLabel(label);
      await expect(field, label).toHaveAttribute("aria-invalid", "true");
      await expect(field, label).toHaveAccessibleDescription(new RegExp(error.replace(/\./g, "\\.")));
      await expect(page.getByText(error, { exact: true })).toBeVisible();
    }
    await expect(page.getByText(CONTACT_SENT)).toHaveCount(0);

    // the message is fixed field by field: a valid first name loses its error on the next submit
    await page.getByLabel("First name").fill("Ravi");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByLabel("Last name")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("First name")).not.toHaveAttribute("aria-invalid", "true");
  });

  test("an invalid e-mail and phone are explained next to their fields", async ({ page }) => {
    await page.goto("/contact");
    await fillContactForm(page, contactFor(uniqueTag(), { email: "not-an-address", phone: "call me" }));
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByLabel("E-mail")).toHaveAccessibleDescription(/valid e-mail/);
    await expect(page.getByLabel("Phone")).toHaveAccessibleDescription(/valid phone/);
    await expect(page.getByLabel("First name")).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(CONTACT_SENT)).toHaveCount(0);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the form still sends, and a message over 300 characters is refused by the server", async ({ page, browser, baseURL }) => {
      const tag = uniqueTag();
      const tooLong = `Too long ${tag} `.padEnd(301, "x");
      expect(tooLong.length).toBe(301);

      await page.goto("/contact");
      const message = page.getByLabel("Message");
      await expect(message).toHaveAttribute("maxlength", "300");
      // A visitor's browser would stop at 300 characters; the server must not rely on that.
      await message.evaluate((element) => element.removeAttribute("maxlength"));
      await fillContactForm(page, contactFor(tag, { message: tooLong }));
      await expect(message).toHaveValue(tooLong);
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByLabel("Message")).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByLabel("Message")).toHaveAccessibleDescription(/at most 300 characters/);
      await expect(page.getByText(CONTACT_SENT)).toHaveCount(0);

      const okTag = uniqueTag();
      const ok = contactFor(okTag, { message: `Sent without JavaScript ${okTag}`.padEnd(300, ".") });
      await page.goto("/contact");
      await fillContactForm(page, ok);
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByRole("status")).toHaveText(CONTACT_SENT);

      // The administrator sees the accepted message and not the refused one.
      const admin = await browser.newContext({ baseURL });
      try {
        const adminPage = await admin.newPage();
        await signInThroughForm(adminPage);
        const list = adminPage.getByTestId("contact-list");
        await expect(list.getByText(ok.message)).toBeVisible();
        await expect(list.getByText(`Too long ${tag}`)).toHaveCount(0);
      } finally {
        await admin.close();
      }
    });
  });
});
