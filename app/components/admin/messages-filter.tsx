import { Form, Link } from "react-router";
import { COURSE_FILTER_ANY, COURSE_FILTER_NONE, isFiltered, SEARCH_MAX_LENGTH, type InboxFilter } from "../../domain/inbox-filter";

const field = "mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-base shadow-sm focus:border-accent-600 focus:outline-none focus:ring-2 focus:ring-accent-500/40";

/**
 * Search, date range, course and source, sent in the address (GET): a filtered page works without
 * JavaScript, can be bookmarked, and the CSV export takes the same filter.
 */
export function MessagesFilter({ filter, courses, sources }: { filter: InboxFilter; courses: { id: string; name: string }[]; sources: string[] }) {
  // a filter for a source or course no longer listed (a bookmark) still shows as chosen
  const sourceOptions = filter.source && !sources.includes(filter.source) ? [filter.source, ...sources] : sources;
  const courseOptions = filter.course && filter.course !== COURSE_FILTER_ANY && filter.course !== COURSE_FILTER_NONE && !courses.some((course) => course.id === filter.course) ? [{ id: filter.course, name: filter.course }, ...courses] : courses;
  return (
    // a new filter gives fresh fields (defaultValue is read once)
    <Form method="get" role="search" aria-label="Messages" key={`${filter.q}|${filter.from}|${filter.to}|${filter.course}|${filter.source}`} className="mt-6 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[1fr_auto_auto] lg:items-end">
      <div className="sm:col-span-2 lg:col-span-1">
        <label htmlFor="messages-q" className="block text-sm font-medium text-slate-800">Search</label>
        <input id="messages-q" name="q" type="search" defaultValue={filter.q} maxLength={SEARCH_MAX_LENGTH} className={field} aria-describedby="messages-q-hint" />
        <p id="messages-q-hint" className="mt-1 text-sm text-slate-500">Name, e-mail, phone or words of the message</p>
      </div>
      <div>
        <label htmlFor="messages-from" className="block text-sm font-medium text-slate-800">From (IST)</label>
        <input id="messages-from" name="from" type="date" defaultValue={filter.from} className={field} />
      </div>
      <div>
        <label htmlFor="messages-to" className="block text-sm font-medium text-slate-800">To (IST)</label>
        <input id="messages-to" name="to" type="date" defaultValue={filter.to} className={field} />
      </div>
      <div>
        <label htmlFor="messages-course" className="block text-sm font-medium text-slate-800">Course</label>
        <select id="messages-course" name="course" defaultValue={filter.course} className={field}>
          <option value="">All messages</option>
          <option value={COURSE_FILTER_ANY}>Any course enquiry</option>
          <option value={COURSE_FILTER_NONE}>Contact page only</option>
          {courseOptions.length > 0 && (
            <optgroup label="Enquiries about">
              {courseOptions.map((course) => (
                <option key={course.id} value={course.id}>{course.name}</option>
              ))}
            </optgroup>
          )}
        </select>
      </div>
      <div>
        <label htmlFor="messages-source" className="block text-sm font-medium text-slate-800">Source</label>
        <select id="messages-source" name="source" defaultValue={filter.source} className={field} aria-describedby="messages-source-hint">
          <option value="">Any source</option>
          {sourceOptions.map((source) => (
            <option key={source} value={source}>{source}</option>
          ))}
        </select>
        <p id="messages-source-hint" className="mt-1 text-sm text-slate-500">Campaign source (utm_source), else the linking site</p>
      </div>
      <div className="flex gap-2 lg:self-start lg:pt-6">
        <button type="submit" className="min-h-11 rounded-lg bg-navy-900 px-4 font-semibold text-white hover:bg-navy-800">Search</button>
        {isFiltered(filter) && (
          <Link to="/admin/messages" className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-4 font-semibold text-navy-900 hover:bg-slate-50">Clear</Link>
        )}
      </div>
    </Form>
  );
}
