import { Link } from "react-router";
import { formatDate } from "../../domain/dates";
import { legalDocumentPaths, legalDocumentTitles } from "../../domain/legal-documents";
import { requirePermission } from "../../server/auth/guard.server";
import { loadLegalAdminList } from "../../server/legal-documents.server";
import type { Route } from "./+types/legal";

export function meta() {
  return [{ title: "Legal documents | Candlewise Admin" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(context.services, request, "content");
  return { documents: await loadLegalAdminList(context.services) };
}

/** The four legal documents, each with its version in force and any version waiting for its day (decision 0042). */
export default function AdminLegal({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="text-2xl">Legal documents</h1>
      <p className="mt-2 max-w-2xl text-slate-600">
        The terms, privacy policy, refund policy and disclaimer of the public site. Every save is a new version with the date it takes effect; earlier
        versions stay readable by visitors, and each contact-form consent names the privacy version it was given under.
      </p>
      <div className="relative mt-6 overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
        <table className="w-full min-w-[640px] text-left text-sm" data-testid="legal-table">
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">Document</th>
              <th scope="col" className="px-4 py-3 font-semibold">In force</th>
              <th scope="col" className="px-4 py-3 font-semibold">Next</th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">Actions</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.documents.map((document) => (
              <tr key={document.kind} className="border-t border-slate-100 align-top">
                <th scope="row" className="px-4 py-3 font-normal">
                  <span className="block font-semibold text-navy-900">{legalDocumentTitles[document.kind]}</span>
                  <a href={legalDocumentPaths[document.kind]} className="block text-xs text-slate-600 underline">
                    {legalDocumentPaths[document.kind]}
                  </a>
                </th>
                <td className="px-4 py-3 tabular-nums text-slate-700">
                  {document.current ? (
                    <>
                      Version {document.current.version}, since <time dateTime={document.current.effectiveAt}>{formatDate(document.current.effectiveAt)}</time>
                      <span className={`block text-xs ${document.current.hindi ? "text-slate-600" : "font-medium text-amber-900"}`}>{document.current.hindi ? "Hindi written" : "Hindi: needs translation"}</span>
                    </>
                  ) : (
                    "None yet"
                  )}
                </td>
                <td className="px-4 py-3 tabular-nums text-slate-700">
                  {document.upcoming ? (
                    <>
                      Version {document.upcoming.version} from <time dateTime={document.upcoming.effectiveAt}>{formatDate(document.upcoming.effectiveAt)}</time>
                    </>
                  ) : (
                    "—"
                  )}
                </td>
                <td className="px-4 py-2 text-right">
                  <Link to={`/admin/legal/${document.kind}`} className="inline-flex min-h-10 items-center rounded-lg px-3 font-medium text-navy-900 hover:bg-slate-100">
                    Edit<span className="sr-only"> {legalDocumentTitles[document.kind]}</span>
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
