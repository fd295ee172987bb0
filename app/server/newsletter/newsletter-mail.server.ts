import type { Locale } from "../../i18n/locale";
import { translate } from "../i18n/site-messages.server";
import { confirmToken, unsubscribeToken } from "./tokens.server";

/*
 * The newsletter's mails (decision 0045). Every one carries its unsubscribe link in the text and
 * in the List-Unsubscribe header, with List-Unsubscribe-Post for the one-click unsubscribe of
 * RFC 8058: the mail program POSTs "List-Unsubscribe=One-Click" to that https address.
 */

interface MailSite {
  publicUrl: string;
  mailFrom: string;
  siteKey: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function localPrefix(locale: Locale): string {
  return locale === "hi" ? "/hi" : "";
}

export function unsubscribeUrl(site: MailSite, subscriberId: string, locale: Locale): string {
  return `${site.publicUrl}${localPrefix(locale)}/newsletter/unsubscribe?token=${unsubscribeToken(site.siteKey, subscriberId)}`;
}

function listHeaders(url: string) {
  return { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

export function confirmationMail(site: MailSite, subscriber: { id: string; email: string; locale: Locale; confirmIssuedAt: string }) {
  const { locale } = subscriber;
  const link = `${site.publicUrl}${localPrefix(locale)}/newsletter/confirm?token=${confirmToken(site.siteKey, subscriber.id, subscriber.confirmIssuedAt)}`;
  const unsubscribe = unsubscribeUrl(site, subscriber.id, locale);
  const t = (id: Parameters<typeof translate>[1]) => translate(locale, id);
  return {
    from: site.mailFrom,
    to: subscriber.email,
    subject: t("newsletterMail.confirmSubject"),
    headers: listHeaders(unsubscribe),
    text: [t("newsletterMail.confirmIntro"), "", link, "", t("newsletterMail.confirmIgnore"), "", `${t("newsletterMail.unsubscribe")} ${unsubscribe}`].join("\n"),
  };
}

export interface PostForMail {
  title: string;
  slug: string;
  description: string;
}

export function postMail(site: MailSite, subscriber: { id: string; email: string; locale: Locale }, post: PostForMail) {
  const { locale } = subscriber;
  const t = (id: Parameters<typeof translate>[1]) => translate(locale, id);
  // the posts are English for now, at their English address
  const postUrl = `${site.publicUrl}/blog/${post.slug}`;
  const unsubscribe = unsubscribeUrl(site, subscriber.id, locale);
  return {
    from: site.mailFrom,
    to: subscriber.email,
    subject: post.title,
    headers: listHeaders(unsubscribe),
    text: [post.title, "", post.description, "", `${t("newsletterMail.readPost")} ${postUrl}`, "", "--", `${t("newsletterMail.why")}`, `${t("newsletterMail.unsubscribe")} ${unsubscribe}`].join("\n"),
    html: [
      `<h1 style="font-size:20px">${escapeHtml(post.title)}</h1>`,
      `<p>${escapeHtml(post.description)}</p>`,
      `<p><a href="${escapeHtml(postUrl)}">${escapeHtml(t("newsletterMail.readPost"))}</a></p>`,
      `<hr><p style="font-size:12px">${escapeHtml(t("newsletterMail.why"))} <a href="${escapeHtml(unsubscribe)}">${escapeHtml(t("newsletterMail.unsubscribe"))}</a></p>`,
    ].join("\n"),
  };
}
