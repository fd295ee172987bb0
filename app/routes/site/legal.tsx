import { data } from "react-router";
import { contentLangOf } from "../../components/site/content-lang";
import { ContactFormPrivacy } from "../../components/site/contact-form-privacy";
import { useSiteLayoutData } from "../../components/site/site-layout-data";
import { isLegalDocumentKind, legalDocumentPaths, requestedLegalVersion, type LegalDocumentKind } from "../../domain/legal-documents";
import { findPublicPage, publicPageRouteSeo } from "../../domain/public-pages";
import type { SeoHandle } from "../../domain/seo/route-seo";
import { fallbackSiteSettings } from "../../domain/site-settings-defaults";
import type { MessageId } from "../../i18n/catalogue";
import { htmlLang } from "../../i18n/locale";
import { useFormatDate, useLocale, useLocalPath, useT } from "../../i18n/texts";
import { localeOfRequest } from "../../server/i18n/site-messages.server";
import { loadLegalPage, type LegalPage } from "../../server/legal-documents.server";
import { contentPage, type RouteHandle } from "../../route-handle";
import type { Route } from "./+types/legal";
import { SiteLink } from "../../components/site/site-link";

const titles: Record<LegalDocumentKind, MessageId> = {
  terms: "legal.termsTitle",
  privacy: "legal.privacyTitle",
  refund: "legal.refundTitle",
  disclaimer: "legal.disclaimerTitle",
};

interface LegalLoaderData {
  kind: LegalDocumentKind;
  page: LegalPage | null;
}

export const handle: SeoHandle<LegalLoaderData | undefined> & RouteHandle = {
  ...contentPage,
  // an unknown ?version= is a real 404 (crawlers must not index it), with the page's name
  seo: ({ pathname, t, data: loaded }) => ({ ...publicPageRouteSeo(pathname, t), ...(loaded && !loaded.page ? { notFound: true } : {}) }),
};

/**
 * One module serves the four legal pages (decision 0042), each in both languages; the address says
 * which. ?version=N shows an earlier version already in force; without it, the version in force.
 * A Hindi page shows that version's Hindi text, or its English one while it has none (decision 0056).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const id = findPublicPage(url.pathname)?.id ?? "terms";
  const kind: LegalDocumentKind = isLegalDocumentKind(id) ? id : "terms";
  const page = await loadLegalPage(context.services, kind, requestedLegalVersion(url.searchParams.get("version")), undefined, localeOfRequest(request));
  if (!page) return data<LegalLoaderData>({ kind, page: null }, { status: 404 });
  return { kind, page } satisfies LegalLoaderData;
}

export default function Legal({ loaderData }: Route.ComponentProps) {
  const { kind, page } = loaderData;
  const settings = useSiteLayoutData()?.settings ?? fallbackSiteSettings;
  const t = useT();
  const formatDate = useFormatDate();
  const localPath = useLocalPath();
  const locale = useLocale();
  const path = localPath(legalDocumentPaths[kind]);
  const versionHref = (version: number) => (page && version === page.currentVersion ? path : `${path}?version=${version}`);
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl leading-tight">{t(titles[kind])}</h1>
      {!page ? (
        <>
          <p className="mt-4 text-lg text-slate-600">{t("legal.versionMissing")}</p>
          <p className="mt-6">
            <SiteLink to={path} className="font-semibold text-accent-800 underline underline-offset-2">
              {t("legal.readCurrent")}
            </SiteLink>
          </p>
        </>
      ) : (
        <>
          <p className="mt-4 text-lg text-slate-600" data-testid="legal-version">
            {t("legal.versionLine", { version: page.version, date: formatDate(page.effectiveAt) })}
          </p>
          {page.version !== page.currentVersion && (
            <p role="note" className="mt-4 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900" data-testid="legal-earlier">
              {t("legal.earlierVersion", { version: page.version, date: formatDate(page.effectiveAt) })}{" "}
              <SiteLink to={path} className="font-semibold underline underline-offset-2">
                {t("legal.readCurrent")}
              </SiteLink>
            </p>
          )}
          {page.bodyLanguage !== locale && (
            <p className="mt-4 text-sm text-slate-600" data-testid="legal-english-only">
              {t("legal.englishOnly")}
            </p>
          )}
          {/* on a Hindi page the body always says its language: Hindi, or English while the version has no Hindi */}
          <div lang={locale === "hi" ? htmlLang[page.bodyLanguage] : contentLangOf(locale, page.bodyLanguage)} className="blog-content mt-8" data-testid="legal-body" dangerouslySetInnerHTML={{ __html: page.html }} />
          {kind === "privacy" && <ContactFormPrivacy settings={settings} version={page.noticeVersion} />}
          <section aria-labelledby="legal-versions" className="mt-12 border-t border-slate-200 pt-6">
            <h2 id="legal-versions" className="text-xl text-slate-900">
              {t("legal.versionsHeading")}
            </h2>
            {page.versions.length === 1 ? (
              <p className="mt-3 text-slate-700">{t("legal.firstVersion")}</p>
            ) : (
              <ul className="mt-3 space-y-2 text-slate-700" data-testid="legal-versions">
                {page.versions.map((version) => (
                  <li key={version.version}>
                    {version.version === page.version ? (
                      <span aria-current="page" className="font-semibold">
                        {t("legal.versionItem", { version: version.version, date: formatDate(version.effectiveAt) })}
                      </span>
                    ) : (
                      <SiteLink to={versionHref(version.version)} className="text-accent-800 underline underline-offset-2">
                        {t("legal.versionItem", { version: version.version, date: formatDate(version.effectiveAt) })}
                      </SiteLink>
                    )}
                    {version.version === page.currentVersion && <> {t("legal.currentMark")}</>}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </main>
  );
}
