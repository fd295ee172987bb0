import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatDate } from "../../domain/dates";
import type { FooterHighlight } from "../../domain/site-chrome";
import type { SiteSettings } from "../../domain/site-settings";
import { socialNetworkNames, socialNetworks } from "../../domain/social-networks";

const policyLinks = [
  { to: "/terms-and-conditions", label: "Terms & Conditions" },
  { to: "/privacy-policy", label: "Privacy Policy" },
  { to: "/refund-cancellation", label: "Refund & Cancellation" },
  { to: "/sitemap", label: "Sitemap" },
];

const linkClass = "underline-offset-4 hover:text-white hover:underline";

/** The site footer: everything in it comes from the site settings and the published posts. */
export function SiteFooter({ settings, highlights }: { settings: SiteSettings; highlights: FooterHighlight[] }) {
  const socials = socialNetworks.filter((key) => settings.social[key]);
  return (
    <footer className="bg-navy-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{settings.companyName}</p>
          <p className="mt-2 max-w-sm text-sm">{settings.tagline}</p>
          {socials.length > 0 && (
            <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm" aria-label="Social media">
              {socials.map((key) => (
                <li key={key}>
                  <a href={settings.social[key]} target="_blank" rel="noopener noreferrer" className={linkClass}>
                    {socialNetworkNames[key]}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <FooterColumn heading="Contact">
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
            {settings.address && <p>{settings.address}</p>}
          </address>
          {settings.businessHours && (
            <p className="mt-3">
              <span className="block font-semibold text-white">Business hours</span>
              {settings.businessHours}
            </p>
          )}
        </FooterColumn>
        <FooterColumn heading="From the blog">
          {highlights.length === 0 ? (
            <p>New articles are on their way.</p>
          ) : (
            <ul className="space-y-3" aria-label="Latest articles">
              {highlights.map((post) => (
                <li key={post.slug}>
                  <Link to={`/blog/${post.slug}`} className={`${linkClass} font-medium text-slate-100`}>
                    {post.title}
                  </Link>
                  <span className="block text-xs text-slate-400">{formatDate(post.date)}</span>
                </li>
              ))}
            </ul>
          )}
        </FooterColumn>
        <FooterColumn heading="Policies">
          <ul className="space-y-2">
            {policyLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </FooterColumn>
      </div>
      <p className="border-t border-navy-800 px-4 py-4 text-center text-xs text-slate-400">
        © {new Date().getFullYear()} {settings.companyName}. Trading involves risk; our content is education, not investment advice.
      </p>
    </footer>
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
