import { useId, type ReactNode } from "react";
import { pageName, toolPages } from "../../domain/public-pages";
import type { FooterHighlight } from "../../domain/site-chrome";
import type { SiteSettings } from "../../domain/site-settings";
import type { SettingsTexts } from "../../domain/settings-translation";
import { socialNetworkNames, socialNetworks } from "../../domain/social-networks";
import type { MessageId } from "../../i18n/catalogue";
import { useFormatDate, useLocale, useLocalPath, useT } from "../../i18n/texts";
import { contentLangOf, useContentLang } from "./content-lang";
import { escapeHtml } from "./html-escape";
import { SiteLink } from "./site-link";

const policyLinks: { to: string; label: MessageId }[] = [
  { to: "/terms-and-conditions", label: "footer.terms" },
  { to: "/privacy-policy", label: "footer.privacy" },
  { to: "/refund-cancellation", label: "footer.refund" },
  { to: "/disclaimer", label: "footer.disclaimer" },
  { to: "/sitemap", label: "footer.sitemap" },
];

const linkClass = "underline-offset-4 hover:text-white hover:underline";

/** The footer's parts rendered once per language and content (decision 0063). */
export interface FooterFragments {
  /** the inner HTML of the footer's grid (company, contact, posts, tools, policies) */
  columns: string;
  /** the newsletter box's HTML, its ids made from NEWSLETTER_ID_PLACEHOLDER */
  newsletter: string;
  /** the inner HTML of the copyright line */
  copyright: string;
}

/** What the footer's newsletter box is rendered with instead of its id; the layout puts in the id React gives its place. */
export const NEWSLETTER_ID_PLACEHOLDER = "\uE000newsletter-id\uE000";

/**
 * The site footer: its words come from the catalogue, everything else from the site settings and
 * the published posts (content, marked English on a Hindi page until it has a Hindi version). The
 * settings' free texts come in the page's language, each with the language it is written in.
 * React draws its frame; its parts are `fragments`, HTML rendered once from FooterColumns,
 * NewsletterBox and FooterCopyright (app/server/site-chrome-html.server.tsx).
 */
export function SiteFooter({ fragments }: { fragments: FooterFragments }) {
  return (
    <footer className="bg-navy-900 text-slate-300">
      <div
        className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,0.8fr)] lg:gap-8"
        dangerouslySetInnerHTML={{ __html: fragments.columns }}
      />
      <FooterNewsletter html={fragments.newsletter} />
      <p className="border-t border-navy-800 px-4 py-4 text-center text-xs text-slate-400" dangerouslySetInnerHTML={{ __html: fragments.copyright }} />
    </footer>
  );
}

/**
 * The newsletter box's row. It stands where the box's own component stood, so the id React gives
 * it here is the one the box had when it was rendered in place: the page's markup is unchanged.
 */
function FooterNewsletter({ html }: { html: string }) {
  const id = useId();
  return (
    <div className="mx-auto max-w-6xl border-t border-navy-800 px-4 py-8 sm:px-6">
      <div className="max-w-xl" dangerouslySetInnerHTML={{ __html: html.replaceAll(NEWSLETTER_ID_PLACEHOLDER, () => escapeHtml(id)) }} />
    </div>
  );
}

/** The copyright line's words. */
export function FooterCopyright({ companyName, year }: { companyName: string; year: number }) {
  const t = useT();
  return <>{t("footer.copyright", { year: String(year), companyName })}</>;
}

/** The footer grid's columns. */
export function FooterColumns({ settings, texts, highlights }: { settings: SiteSettings; texts: SettingsTexts; highlights: FooterHighlight[] }) {
  const t = useT();
  const locale = useLocale();
  const { tagline, address, businessHours } = texts;
  const formatDate = useFormatDate();
  const localPath = useLocalPath();
  const contentLang = useContentLang();
  const socials = socialNetworks.filter((key) => settings.social[key]);
  return (
    <>
      <div>
        <p className="text-lg font-bold text-white">{settings.companyName}</p>
        <p lang={contentLangOf(locale, tagline.lang)} className="mt-2 max-w-sm text-sm" data-testid="footer-tagline">
          {tagline.text}
        </p>
        {socials.length > 0 && (
          <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm" aria-label={t("footer.socialMedia")}>
            {socials.map((key) => (
              <li key={key}>
                <a href={settings.social[key]} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  {socialNetworkNames[key]}
                  <span className="sr-only">{t("common.opensInNewTab")}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
      <FooterColumn heading={t("footer.contact")}>
        <address className="space-y-2 not-italic">
          <p>
            <a href={`mailto:${settings.email}`} className={`${linkClass} break-all`}>
              {settings.email}
            </a>
          </p>
          <p>
            <a href={`tel:${settings.phone.replace(/\s+/g, "")}`} className={linkClass}>
              {settings.phone}
            </a>
          </p>
          {address.text && (
            <p lang={contentLangOf(locale, address.lang)} data-testid="footer-address">
              {address.text}
            </p>
          )}
        </address>
        {businessHours.text && (
          <p className="mt-3">
            <span className="block font-semibold text-white">{t("footer.businessHours")}</span>
            <span lang={contentLangOf(locale, businessHours.lang)} data-testid="footer-business-hours">
              {businessHours.text}
            </span>
          </p>
        )}
      </FooterColumn>
      <FooterColumn heading={t("footer.fromTheBlog")}>
        {highlights.length === 0 ? (
          <p>{t("footer.noArticles")}</p>
        ) : (
          <ul className="space-y-3" aria-label={t("footer.latestArticles")}>
            {highlights.map((post) => (
              <li key={post.slug}>
                <SiteLink to={localPath(`/blog/${post.slug}`)} lang={contentLang} className={`${linkClass} font-medium text-slate-100`}>
                  {post.title}
                </SiteLink>
                <span className="block text-xs text-slate-400">{formatDate(post.date)}</span>
              </li>
            ))}
          </ul>
        )}
      </FooterColumn>
      <FooterColumn heading={t("common.tools")}>
        <ul className="space-y-2">
          {toolPages.map((page) => (
            <li key={page.path}>
              <SiteLink to={localPath(page.path)} className={linkClass}>
                {pageName(page, t)}
              </SiteLink>
            </li>
          ))}
        </ul>
      </FooterColumn>
      <FooterColumn heading={t("footer.policies")}>
        <ul className="space-y-2">
          {policyLinks.map((link) => (
            <li key={link.to}>
              <SiteLink to={localPath(link.to)} className={linkClass}>
                {t(link.label)}
              </SiteLink>
            </li>
          ))}
        </ul>
      </FooterColumn>
    </>
  );
}

function FooterColumn({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className="text-sm">
      <h2 className="text-sm font-semibold tracking-wide text-white">{heading}</h2>
      <div className="mt-3">{children}</div>
    </div>
  );
}
