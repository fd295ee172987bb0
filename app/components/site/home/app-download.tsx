import { usePageT } from "./page-texts";
import { SectionHeading } from "./section-heading";

const APP_IMAGE = { src: "/demo/app-phone.svg", width: 280, height: 560 };

/**
 * The mobile app: the Android store link and the iOS link from the settings (a placeholder until
 * the iOS app exists), beside a phone picture that gives way to a drawn mockup when it fails (the
 * site's script swaps them: app/client/home-widgets.ts).
 */
export function AppDownload({ androidUrl, iosUrl }: { androidUrl: string; iosUrl: string }) {
  const iosAvailable = /^https?:\/\//.test(iosUrl);
  const t = usePageT();

  return (
    <section aria-labelledby="app-heading" className="bg-navy-900 py-16 text-white sm:py-20" data-home-section="app">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 sm:px-6 md:grid-cols-2">
        <div>
          <SectionHeading
            id="app-heading"
            eyebrow={t("home.appEyebrow")}
            title={t("home.appTitle")}
            intro={t("home.appIntro")}
            align="start"
            tone="dark"
          />
          <ul className="mt-8 flex flex-wrap gap-3">
            <li>
              <a
                href={androidUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-12 items-center gap-2 rounded-xl bg-accent-500 px-5 font-semibold text-navy-950 hover:bg-accent-100 focus-visible:outline-white"
              >
                <StoreIcon path="M5 3l14 9-14 9z" />
                {t("home.appAndroid")}
                <span className="sr-only">{t("common.opensInNewTab")}</span>
              </a>
            </li>
            <li>
              {iosAvailable ? (
                <a
                  href={iosUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-12 items-center gap-2 rounded-xl border border-white/50 px-5 font-semibold text-white hover:bg-white/10 focus-visible:outline-white"
                >
                  <StoreIcon path="M12 3c2 0 4 2 4 4s-2 4-4 4-4-2-4-4 2-4 4-4zM5 21c0-4 3-7 7-7s7 3 7 7z" />
                  {t("home.appIos")}
                  <span className="sr-only">{t("common.opensInNewTab")}</span>
                </a>
              ) : (
                <span className="inline-flex min-h-12 items-center gap-2 rounded-xl border border-dashed border-white/50 px-5 font-semibold text-slate-200">
                  <StoreIcon path="M12 3c2 0 4 2 4 4s-2 4-4 4-4-2-4-4 2-4 4-4zM5 21c0-4 3-7 7-7s7 3 7 7z" />
                  {t("home.appIosSoon")}
                </span>
              )}
            </li>
          </ul>
        </div>
        <div className="flex justify-center">
          <img
            src={APP_IMAGE.src}
            alt={t("home.appImageAlt")}
            width={APP_IMAGE.width}
            height={APP_IMAGE.height}
            loading="lazy"
            data-fallback="app-mockup"
            className="h-auto w-56 sm:w-64"
          />
          <template id="app-mockup">
            <PhoneMockup />
          </template>
        </div>
      </div>
    </section>
  );
}

/** Drawn in place of the app picture when it cannot load (the spec's placeholder mockup). */
function PhoneMockup() {
  const t = usePageT();
  return (
    <div
      role="img"
      aria-label={t("home.appMockup")}
      data-testid="app-mockup"
      className="flex aspect-[1/2] w-56 flex-col gap-3 rounded-[2.5rem] border-8 border-navy-700 bg-slate-100 p-4 sm:w-64"
    >
      <div className="mx-auto h-1.5 w-16 rounded-full bg-navy-700" />
      <div className="h-24 rounded-xl bg-white p-3">
        <svg viewBox="0 0 100 40" className="h-full w-full" aria-hidden="true">
          <path d="M0 32l18-8 14 6 20-16 16 8 32-18" fill="none" stroke="#059669" strokeWidth="3" />
        </svg>
      </div>
      <div className="h-4 w-3/4 rounded bg-slate-300" />
      <div className="h-4 w-1/2 rounded bg-slate-300" />
      <div className="mt-auto h-10 rounded-xl bg-accent-600" />
    </div>
  );
}

function StoreIcon({ path }: { path: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
      <path d={path} />
    </svg>
  );
}
