import { shareLinks, type ShareNetwork } from "../../domain/blog-reading";
import { useT } from "../../i18n/texts";

const NETWORK_NAMES: Record<ShareNetwork, string> = { whatsapp: "WhatsApp", x: "X", linkedin: "LinkedIn", telegram: "Telegram" };

/**
 * Share links to each network's own share screen (plain links: none of their scripts runs here),
 * and a copy-link button that the site's script shows and wires (app/client/page-helpers.ts):
 * without a script there is nothing to copy with, and the address bar is there.
 */
export function BlogShare({ url, title }: { url: string; title: string }) {
  const t = useT();
  const linkClass = "inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-navy-900 hover:border-accent-600 hover:text-accent-700";
  return (
    <section aria-labelledby="share-post" className="mt-10 border-t border-slate-200 pt-6" data-copy-link-area="">
      <h2 id="share-post" className="text-lg">
        {t("blog.share")}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {shareLinks(url, title).map(({ network, href }) => (
          <li key={network}>
            <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass} data-share={network}>
              {NETWORK_NAMES[network]}
              <span className="sr-only">{t("common.opensInNewTab")}</span>
            </a>
          </li>
        ))}
        <li hidden data-copy-link="">
          <button type="button" className={linkClass} data-copy-url={url} data-copied={t("blog.linkCopied")} data-copy-failed={t("blog.copyFailed")}>
            {t("blog.copyLink")}
          </button>
        </li>
      </ul>
      <p role="status" className="mt-2 min-h-5 text-sm text-slate-600" />
    </section>
  );
}
