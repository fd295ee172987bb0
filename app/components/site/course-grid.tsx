import { useMemo, useRef, useState } from "react";
import { responsiveImage } from "../../domain/images";

export interface CourseCard {
  id: string;
  name: string;
  image: string;
  category: string;
  description: string;
  link: string;
  /** the uploaded image's own size, from which its srcset is built; null for built-in artwork */
  imageWidth?: number | null;
  imageHeight?: number | null;
}

const ALL = "All Courses";
/** how far the arrow buttons move the carousel (the spec's 320 px, about one card) */
const SCROLL_STEP_PX = 320;

/** Category chips with counts, then the cards of the chosen category. */
export function CourseGrid({ courses, emptyText }: { courses: CourseCard[]; emptyText: string }) {
  const [selected, setSelected] = useState(ALL);
  const list = useRef<HTMLUListElement>(null);
  const scrollBy = (direction: 1 | -1) => list.current?.scrollBy({ left: direction * SCROLL_STEP_PX, behavior: "smooth" });
  const categories = useMemo(() => {
    const counts = new Map<string, number>();
    for (const course of courses) counts.set(course.category, (counts.get(course.category) ?? 0) + 1);
    return [[ALL, courses.length] as const, ...counts.entries()];
  }, [courses]);
  const shown = selected === ALL ? courses : courses.filter((course) => course.category === selected);

  return (
    <div className="mt-6">
      <div role="group" aria-label="Filter courses by category" className="flex flex-wrap gap-2">
        {categories.map(([category, count]) => (
          <button
            key={category}
            type="button"
            aria-pressed={selected === category}
            onClick={() => setSelected(category)}
            className={`min-h-9 rounded-full border px-4 text-sm font-medium ${
              selected === category
                ? "border-accent-600 bg-accent-700 text-white"
                : "border-slate-200 bg-white text-slate-700 hover:border-accent-500"
            }`}
          >
            {category} <span className={selected === category ? "text-accent-50" : "text-slate-600"}>({count})</span>
          </button>
        ))}
      </div>
      {shown.length === 0 ? (
        <p className="mt-8 text-slate-600">{emptyText}</p>
      ) : (
        <div className="relative">
        <div className="mt-4 hidden justify-end gap-2 sm:flex">
          {([-1, 1] as const).map((direction) => (
            <button
              key={direction}
              type="button"
              onClick={() => scrollBy(direction)}
              className="inline-flex h-10 w-10 items-center justify-center rounded-full border border-slate-300 bg-white text-navy-900 hover:border-accent-600"
            >
              <span className="sr-only">{direction < 0 ? "Scroll courses left" : "Scroll courses right"}</span>
              <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
                <path d={direction < 0 ? "M15 6l-6 6 6 6" : "M9 6l6 6-6 6"} />
              </svg>
            </button>
          ))}
        </div>
        <ul ref={list} className="relative mt-4 flex snap-x gap-6 overflow-x-auto pb-4" data-testid="course-list">
          {shown.map((course) => (
            <li key={course.id} className="relative flex w-[270px] shrink-0 snap-start flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
              <CourseImage course={course} />
              <div className="flex flex-1 flex-col p-5">
                <p className="w-fit rounded-full bg-accent-50 px-3 py-0.5 text-xs font-semibold text-accent-700">{course.category}</p>
                <h3 className="mt-2 line-clamp-2 text-lg">{course.name}</h3>
                <p className="mt-2 mb-4 line-clamp-3 text-sm text-slate-600">{course.description}</p>
                <a
                  href={course.link}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-auto inline-flex min-h-10 items-center justify-center rounded-lg bg-accent-700 text-sm font-semibold text-white hover:bg-accent-800"
                >
                  Visit Course<span className="sr-only">: {course.name}</span>
                </a>
              </div>
            </li>
          ))}
        </ul>
        </div>
      )}
    </div>
  );
}

/** Uploaded images come in several widths (srcset); the card is 270 px wide. */
function CourseImage({ course }: { course: CourseCard }) {
  const image = responsiveImage({ src: course.image, width: course.imageWidth ?? null, height: course.imageHeight ?? null }, "course-image");
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? "270px" : undefined}
      alt=""
      width={image.width ?? 640}
      height={image.height ?? 360}
      className="aspect-video w-full object-cover"
      loading="lazy"
    />
  );
}
