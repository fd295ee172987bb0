import type { ResponsiveImage } from "../../../domain/images";
import { usePageT } from "./page-texts";
import { ResponsiveImg } from "../../ui/responsive-img";
import { contentLangOf } from "../content-lang";
import { useLocale } from "../../../i18n/texts";
import { SectionHeading } from "./section-heading";

export interface ExploreContent {
  /** `lang: "hi"`: the item's Hindi (decision 0055); otherwise its words are English */
  programs: { id: string; label: string; icon: ResponsiveImage; lang?: "hi" }[];
  platforms: { id: string; alt: string; image: ResponsiveImage; lang?: "hi" }[];
}

/** "Explore {company}": the programs and trading platforms an administrator manages. */
export function ExploreSection({ companyName, explore }: { companyName: string; explore: ExploreContent }) {
  const t = usePageT();
  const locale = useLocale();
  if (explore.programs.length === 0 && explore.platforms.length === 0) return null;
  return (
    <section aria-labelledby="explore-heading" className="py-16 sm:py-20" data-home-section="explore">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="explore-heading"
          eyebrow={t("home.exploreEyebrow")}
          title={t("home.exploreTitle", { companyName })}
          intro={t("home.exploreIntro")}
        />
        {explore.programs.length > 0 && (
          <ul className="mt-10 flex flex-wrap justify-center gap-3" aria-label={t("home.explorePrograms")}>
            {explore.programs.map((program) => (
              <li key={program.id} className="flex items-center gap-3 rounded-full border border-slate-200 bg-white py-2 pr-5 pl-2 shadow-sm">
                <ResponsiveImg
                  image={program.icon}
                  sizes="40px"
                  alt=""
                  width={40}
                  height={40}
                  loading="lazy"
                  className="h-10 w-10 rounded-full object-contain"
                />
                <span lang={contentLangOf(locale, program.lang ?? "en")} className="font-semibold text-navy-900">
                  {program.label}
                </span>
              </li>
            ))}
          </ul>
        )}
        {explore.platforms.length > 0 && (
          <ul className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5" aria-label={t("home.explorePlatforms")}>
            {explore.platforms.map((platform) => (
              <li key={platform.id} className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
                <ResponsiveImg
                  image={platform.image}
                  sizes="(min-width: 1024px) 220px, 45vw"
                  alt={platform.alt}
                  lang={contentLangOf(locale, platform.lang ?? "en")}
                  width={platform.image.width ?? 200}
                  height={platform.image.height ?? 80}
                  loading="lazy"
                  className="h-auto w-full object-contain"
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
