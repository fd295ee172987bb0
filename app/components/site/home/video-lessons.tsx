import type { MessageId } from "../../../i18n/catalogue";
import { usePageT } from "./page-texts";
import { SectionHeading } from "./section-heading";

/** The spec's three lesson topics, in the order of settings.videoLessonIds. */
const LESSON_TOPICS: MessageId[] = ["home.videoTopicShootingStar", "home.videoTopicLotSize", "home.videoTopicRiskReward"];
const POSTER_SHADES = ["bg-navy-900", "bg-navy-800", "bg-accent-800"];

/** the privacy-enhanced player: no cookies until the visitor plays the video */
export function lessonEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`;
}

function lessonWatchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
}

/**
 * Three lessons, each a drawn poster with a play button; the player's frame (a third party) is
 * created only when the visitor asks for it, by the site's script (app/client/home-widgets.ts).
 * Without a script the poster links to the video.
 */
export function VideoLessons({ videoIds, channelUrl }: { videoIds: readonly string[]; channelUrl: string }) {
  const t = usePageT();
  return (
    <section aria-labelledby="videos-heading" className="py-16 sm:py-20" data-home-section="videos">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="videos-heading" eyebrow={t("home.videosEyebrow")} title={t("home.videosTitle")} />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {LESSON_TOPICS.map((topic, index) => {
            const videoId = videoIds[index];
            return videoId ? (
              <li key={topic}>
                <VideoLesson topic={t(topic)} videoId={videoId} shade={POSTER_SHADES[index]!} />
              </li>
            ) : null;
          })}
        </ul>
        <p className="mt-8 text-center">
          <a
            href={channelUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-5 font-semibold text-navy-900 hover:border-accent-600 hover:text-accent-700"
          >
            {t("home.videoChannel")}
            <span className="sr-only">{t("common.opensInNewTab")}</span>
          </a>
        </p>
      </div>
    </section>
  );
}

function VideoLesson({ topic, videoId, shade }: { topic: string; videoId: string; shade: string }) {
  const t = usePageT();
  return (
    <figure className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="aspect-video w-full bg-navy-950">
        <a
          href={lessonWatchUrl(videoId)}
          target="_blank"
          rel="noopener noreferrer"
          data-video-embed={lessonEmbedUrl(videoId)}
          data-video-title={t("home.videoFrameTitle", { topic })}
          className={`group relative flex h-full w-full items-center justify-center ${shade} focus-visible:outline-offset-[-4px]`}
        >
          {/* one drawn poster for all three (an image, so the page renders fewer elements) */}
          <img src="/demo/video-poster.svg" alt="" width={640} height={360} loading="lazy" className="absolute inset-0 h-full w-full object-cover" />
          <span className="relative inline-flex h-16 w-16 items-center justify-center rounded-full bg-white/95 text-accent-700 shadow-lg transition-transform group-hover:scale-105">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="ml-1 h-7 w-7" fill="currentColor">
              <path d="M7 4v16l13-8z" />
            </svg>
          </span>
          <span className="sr-only">{t("home.playVideo", { topic })}</span>
        </a>
      </div>
      <figcaption className="p-5 font-semibold text-navy-900">{topic}</figcaption>
    </figure>
  );
}
