import { useEffect, useId, useRef, useState, type ChangeEvent } from "react";
import { Form, Link, useBlocker, useNavigation, useSubmit } from "react-router";
import { FieldError } from "../ui/field-error";
import { Notice, type NoticeData } from "../ui/notice";
import { messages } from "../../domain/messages";
import { hindiSeoFieldNames, seoFieldGroups, seoFieldInfo, snippetLimits, type SeoFieldInfo, type SeoFieldName, type SeoFieldValues } from "../../domain/seo/seo-fields";

const isHindiField = (name: SeoFieldName) => (hindiSeoFieldNames as readonly SeoFieldName[]).includes(name);

interface Choice {
  path: string;
  label: string;
  group: "Pages" | "Blog posts";
}

interface Defaults {
  title: string;
  description: string;
  image: string | null;
  url: string;
}

interface SeoEditorProps {
  scope: "global" | "page";
  page: string | null;
  choices: Choice[];
  values: SeoFieldValues | null;
  defaults: Defaults;
  /** the same for the Hindi version (/hi/…) */
  hindiDefaults: Defaults;
  notice: NoticeData | null;
  failure: { message: string; field: SeoFieldName | "page" | null; values: Partial<Record<SeoFieldName, string>> } | null;
}

/**
 * The SEO screen: the global record or one page's record, every field of the spec, and beside the
 * form a live preview of the search result and of the social card with the lengths that matter.
 */
export function SeoEditor({ scope, page, choices, values, defaults, hindiDefaults, notice, failure }: SeoEditorProps) {
  const failureNotice: NoticeData | null = failure ? { tone: "error", text: failure.message } : null;
  const [dirty, setDirty] = useState(false);
  const saving = useRef(false);
  // Another tab or page would drop what was typed: ask first (a save is not a leave).
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !saving.current && currentLocation.search !== nextLocation.search);
  const [pickerVersion, setPickerVersion] = useState(0);
  // A save's answer (saved or refused) ends the save; what is unsaved is the form's to say.
  useEffect(() => {
    saving.current = false;
  }, [values, failure]);
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm("Leave this record? What you typed and did not save will be lost.")) {
      setDirty(false);
      blocker.proceed();
    } else {
      blocker.reset();
      setPickerVersion((version) => version + 1);
    }
  }, [blocker]);
  return (
    <>
      <h1 className="text-2xl">{messages.seo.title}</h1>
      <p className="mt-2 max-w-3xl text-slate-600">
        What search engines and link previews read about the site. The global record applies to every page that has no
        record of its own; a page's record wins over it field by field. Empty fields fall back; blog posts bring their own
        title, description and image. The Hindi fields are what the pages under /hi show; an empty one shows the page's
        built-in Hindi text, never the English.
      </p>
      <nav aria-label="Record" className="mt-6 flex gap-2 border-b border-slate-200">
        <ScopeTab to="/admin/seo?scope=global" current={scope === "global"}>Global SEO</ScopeTab>
        <ScopeTab to={`/admin/seo?scope=page${page ? `&page=${encodeURIComponent(page)}` : ""}`} current={scope === "page"}>Page SEO</ScopeTab>
      </nav>
      <Notice notice={failureNotice ?? notice} />
      {scope === "page" && (
        <PagePicker key={`${page ?? ""}:${pickerVersion}`} choices={choices} page={page} error={failure?.field === "page" ? failure.message : undefined} />
      )}
      <RecordForm
        // a new record (or a refused save) starts the form afresh from its values
        key={`${scope}:${page ?? ""}:${failure ? "failed" : "loaded"}`}
        scope={scope}
        page={page}
        initial={failure ? failure.values : toStrings(values)}
        saved={toStrings(values)}
        defaults={defaults}
        hindiDefaults={hindiDefaults}
        failedField={failure?.field && failure.field !== "page" ? failure.field : null}
        failedMessage={failure?.message ?? null}
        onDirty={setDirty}
        onSave={() => {
          saving.current = true;
        }}
      />
    </>
  );
}

function ScopeTab({ to, current, children }: { to: string; current: boolean; children: string }) {
  return (
    <Link
      to={to}
      aria-current={current ? "page" : undefined}
      className={`-mb-px inline-flex min-h-11 items-center border-b-2 px-4 text-sm font-semibold ${
        current ? "border-accent-700 text-accent-800" : "border-transparent text-slate-600 hover:text-navy-900"
      }`}
    >
      {children}
    </Link>
  );
}

/** A plain GET form: it works without JavaScript ('Open'), and opens the page at once with it. */
function PagePicker({ choices, page, error }: { choices: Choice[]; page: string | null; error: string | undefined }) {
  const submit = useSubmit();
  const id = useId();
  const groups = ["Pages", "Blog posts"] as const;
  return (
    <Form method="get" className="mt-4 flex flex-wrap items-end gap-3" onChange={(event) => submit(event.currentTarget)}>
      <input type="hidden" name="scope" value="page" />
      <div className="min-w-0 flex-1 sm:max-w-md">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">Page</label>
        <select
          id={id}
          name="page"
          defaultValue={page ?? ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-base ${error ? "border-red-600" : "border-slate-300"}`}
        >
          <option value="">Select a page…</option>
          {groups.map((group) => (
            <optgroup key={group} label={group}>
              {choices.filter((choice) => choice.group === group).map((choice) => (
                <option key={choice.path} value={choice.path}>{choice.label}</option>
              ))}
            </optgroup>
          ))}
        </select>
        {error && <FieldError id={`${id}-error`} message={error} />}
      </div>
      <button type="submit" className="min-h-11 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold hover:bg-slate-50">
        Open
      </button>
    </Form>
  );
}

function RecordForm(props: {
  scope: "global" | "page";
  page: string | null;
  initial: Partial<Record<SeoFieldName, string>>;
  /** the record as stored: typing that differs from it is unsaved */
  saved: Partial<Record<SeoFieldName, string>>;
  defaults: Defaults;
  hindiDefaults: Defaults;
  failedField: SeoFieldName | null;
  failedMessage: string | null;
  onDirty: (dirty: boolean) => void;
  onSave: () => void;
}) {
  const { scope, page, defaults } = props;
  const [typed, setTyped] = useState(props.initial);
  const busy = useNavigation().state === "submitting";
  const fields = seoFieldInfo.filter((field) => !field.only || field.only === scope);
  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    const target = event.target as unknown as HTMLInputElement | HTMLTextAreaElement;
    if (target.name) setTyped((current) => ({ ...current, [target.name]: target.value }));
  };
  const unsaved = fields.some((field) => (typed[field.name] ?? "").trim() !== (props.saved[field.name] ?? "").trim());
  const { onDirty } = props;
  useEffect(() => onDirty(unsaved), [onDirty, unsaved]);
  const title = (scope === "global" ? typed.siteTitle : typed.pageTitle)?.trim() || defaults.title;
  const description = typed.metaDescription?.trim() || defaults.description;
  const url = typed.canonicalUrl?.trim().startsWith("http") ? typed.canonicalUrl.trim() : defaults.url;
  // the Hindi version: its own fields or its built-in Hindi texts, never the English typing
  const { hindiDefaults } = props;
  const hindiTitle = (scope === "global" ? typed.siteTitleHi : typed.pageTitleHi)?.trim() || hindiDefaults.title;
  const hindiDescription = typed.metaDescriptionHi?.trim() || hindiDefaults.description;

  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <Form method="post" aria-label="SEO record" onChange={onChange} onSubmit={props.onSave} className="min-w-0 space-y-5 rounded-xl border border-slate-200 bg-white p-4 sm:p-6" noValidate>
        <input type="hidden" name="scope" value={scope} />
        {page && <input type="hidden" name="page" value={page} />}
        {seoFieldGroups.map((group) => (
          <fieldset key={group.id} className="space-y-5 border-t border-slate-100 pt-5 first-of-type:border-0 first-of-type:pt-0">
            <legend className="float-left mb-1 w-full text-base font-semibold text-navy-900">{group.legend}</legend>
            {fields
              .filter((field) => field.group === group.id && !field.translates)
              .map((field) => {
                const one = (shown: SeoFieldInfo) => (
                  <SeoField
                    key={shown.name}
                    field={shown}
                    defaultValue={props.initial[shown.name] ?? ""}
                    error={props.failedField === shown.name ? props.failedMessage?.replace(/^Error: /, "") : undefined}
                  />
                );
                // a text field and its Hindi version side by side (one above the other on a phone)
                const hindi = fields.find((candidate) => candidate.translates === field.name);
                return hindi ? (
                  <div key={field.name} className="clear-both grid grid-cols-1 gap-5 sm:grid-cols-2">
                    {one(field)}
                    {one(hindi)}
                  </div>
                ) : (
                  one(field)
                );
              })}
          </fieldset>
        ))}
        <button
          type="submit"
          disabled={busy}
          className="min-h-11 rounded-lg bg-accent-700 px-5 font-semibold text-white hover:bg-accent-800 disabled:opacity-60"
        >
          {busy ? "Saving..." : scope === "global" ? "Save Global SEO" : "Save Page SEO"}
        </button>
      </Form>
      <aside aria-label="Preview" className="min-w-0 space-y-6 lg:sticky lg:top-4 lg:self-start">
        <SearchPreview title={title} description={description} url={url} />
        <SearchPreview title={hindiTitle} description={hindiDescription} url={hindiDefaults.url} hindi />
        <SocialPreview title={title} description={description} url={url} image={defaults.image} />
      </aside>
    </div>
  );
}

function SeoField({ field, defaultValue, error }: { field: SeoFieldInfo; defaultValue: string; error: string | undefined }) {
  const id = useId();
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ""].filter(Boolean).join(" ");
  const className = `mt-1 block w-full rounded-lg border px-3 py-2 text-base shadow-sm focus:border-accent-600 focus:outline-none focus:ring-2 focus:ring-accent-500/40 ${
    error ? "border-red-600" : "border-slate-300"
  } ${field.kind === "markup" || field.kind === "json" ? "font-mono text-sm" : ""}`;
  const common = {
    id,
    name: field.name,
    defaultValue,
    maxLength: field.maxLength,
    placeholder: field.placeholder,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    className,
    spellCheck: field.kind === "markup" || field.kind === "json" ? false : undefined,
    // what is typed into a Hindi field is Hindi: the browser's spelling check and a screen reader follow
    lang: isHindiField(field.name) ? "hi" : undefined,
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">{field.label}</label>
      {field.kind === "line" ? <input type="text" {...common} /> : <textarea rows={field.kind === "text" ? 3 : 5} {...common} />}
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-500">{field.hint}</p>
      {error && <FieldError id={`${id}-error`} message={error} />}
    </div>
  );
}

function LengthMeter({ label, length, limit }: { label: string; length: number; limit: number }) {
  const over = length > limit;
  return (
    <p className={`text-xs ${over ? "font-semibold text-red-700" : "text-slate-500"}`}>
      {label}: {length} of {limit} characters{over ? ", too long: search engines cut it" : ""}
    </p>
  );
}

function clip(text: string, limit: number): string {
  return text.length > limit ? `${text.slice(0, limit - 1).trimEnd()}…` : text;
}

function SearchPreview({ title, description, url, hindi = false }: { title: string; description: string; url: string; hindi?: boolean }) {
  const address = url.replace(/^https?:\/\//, "").replace(/\/$/, "").split("/").join(" › ");
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id={id} className="text-sm font-semibold uppercase tracking-wide text-slate-500">{hindi ? "Search result, Hindi version" : "Search result"}</h2>
      <div className="mt-3" data-testid={hindi ? "search-preview-hindi" : "search-preview"}>
        <p className="truncate text-sm text-slate-700">{address}</p>
        <p lang={hindi ? "hi" : undefined} className="mt-1 text-lg leading-snug text-[#1a0dab]">{clip(title, snippetLimits.title)}</p>
        <p lang={hindi ? "hi" : undefined} className="mt-1 text-sm text-slate-700">
          {clip(description, snippetLimits.description) || "No description: search engines pick text from the page."}
        </p>
      </div>
      {/* the character limits approximate an English snippet; Devanagari's vowel signs are characters that take no width of their own, so a count would mislead */}
      {!hindi && (
        <div className="mt-3 space-y-1">
          <LengthMeter label="Title" length={title.length} limit={snippetLimits.title} />
          <LengthMeter label="Description" length={description.length} limit={snippetLimits.description} />
        </div>
      )}
    </section>
  );
}

function SocialPreview({ title, description, url, image }: { title: string; description: string; url: string; image: string | null }) {
  const host = url.replace(/^https?:\/\//, "").split("/")[0];
  return (
    <section aria-labelledby="social-preview-heading" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="social-preview-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-500">Shared link</h2>
      <div className="mt-3 overflow-hidden rounded-lg border border-slate-200" data-testid="social-preview">
        {image ? (
          <img src={image} alt="" className="aspect-[1.91/1] w-full bg-slate-100 object-cover" />
        ) : (
          <div className="flex aspect-[1.91/1] items-center justify-center bg-slate-100 text-sm text-slate-500">No image: add og:image</div>
        )}
        <div className="bg-slate-50 p-3">
          <p className="text-xs uppercase text-slate-500">{host}</p>
          <p className="mt-1 font-semibold text-navy-900">{clip(title, 70)}</p>
          <p className="mt-1 text-sm text-slate-600">{clip(description, 120)}</p>
        </div>
      </div>
    </section>
  );
}

function toStrings(values: SeoFieldValues | null): Partial<Record<SeoFieldName, string>> {
  if (!values) return {};
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value ?? ""]));
}
