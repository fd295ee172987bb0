import { Link } from "react-router";
import type { SiteSettings } from "../../domain/site-settings";

const socialLabels: Record<keyof SiteSettings["social"], string> = {
  instagram: "Instagram",
  youtube: "YouTube",
  facebook: "Facebook",
  linkedin: "LinkedIn",
  telegram: "Telegram",
  x: "X",
};

export function SiteFooter({ settings }: { settings: SiteSettings }) {
  const socials = (Object.keys(socialLabels) as (keyof SiteSettings["social"])[]).filter((key) => settings.social[key]);
  return (
    <footer className="bg-navy-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-4">
        <div className="md:col-span-2">
          <p className="text-lg font-bold text-white">{settings.companyName}</p>
          <p className="mt-2 max-w-sm text-sm">{settings.tagline}</p>
          {socials.length > 0 && (
            <ul className="mt-4 flex flex-wrap gap-3 text-sm" aria-label="Social media">
              {socials.map((key) => (
                <li key={key}>
                  <a href={settings.social[key]} target="_blank" rel="noopener noreferrer" className="underline-offset-4 hover:text-white hover:underline">
                    {socialLabels[key]}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white">Contact</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <a href={`mailto:${settings.email}`} className="hover:text-white">
                {settings.email}
              </a>
            </li>
            <li>
              <a href={`tel:${settings.phone.replace(/\s+/g, "")}`} className="hover:text-white">
                {settings.phone}
              </a>
            </li>
            <li>{settings.address}</li>
            <li>{settings.businessHours}</li>
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white">Policies</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li><Link to="/terms-and-conditions" className="hover:text-white">Terms &amp; Conditions</Link></li>
            <li><Link to="/privacy-policy" className="hover:text-white">Privacy Policy</Link></li>
            <li><Link to="/refund-cancellation" className="hover:text-white">Refund &amp; Cancellation</Link></li>
            <li><Link to="/sitemap" className="hover:text-white">Sitemap</Link></li>
          </ul>
        </div>
      </div>
      <p className="border-t border-navy-800 px-4 py-4 text-center text-xs text-slate-400">
        © {new Date().getFullYear()} {settings.companyName}. Trading involves risk; our content is education, not investment advice.
      </p>
    </footer>
  );
}
