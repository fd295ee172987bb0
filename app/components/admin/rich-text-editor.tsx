import { useEffect, useId, useRef, useState } from "react";
import { FieldError } from "../ui/field-error";

type TipTapComponent = typeof import("./rich-text-tiptap").TipTapField;

interface RichTextEditorProps {
  /** the form field that carries the HTML */
  name: string;
  label: string;
  defaultValue: string;
  hint?: string;
  error?: string | undefined;
  /** the language of what is typed, when it is not the page's (a post's Hindi body in the English back office) */
  lang?: string;
}

/**
 * The blog content editor. Without JavaScript (and until the page is hydrated) it is a plain
 * textarea holding the HTML; with it, a TipTap editor limited to what the public page shows
 * (bold, italic, h2/h3, lists, links, quotes) whose HTML travels in a hidden input. The server
 * sanitises whatever arrives either way.
 */
export function RichTextEditor({ name, label, defaultValue, hint, error, lang }: RichTextEditorProps) {
  const id = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [initial, setInitial] = useState(defaultValue);
  const [focusEditor, setFocusEditor] = useState(false);
  // TipTap loads once the page runs (never on the server: its modules are 36 MB of a process that
  // renders this field as a textarea, issue 25); the textarea stays until it is there.
  const [TipTap, setTipTap] = useState<TipTapComponent | null>(null);
  useEffect(() => {
    let mounted = true;
    void import("./rich-text-tiptap").then((module) => {
      if (!mounted) return;
      // Whatever was typed into the textarea before the editor came carries over into it, and so
      // does the focus: the keys typed next go on into the editor instead of nowhere.
      if (textarea.current) setInitial(textarea.current.value);
      setFocusEditor(document.activeElement !== null && document.activeElement === textarea.current);
      setTipTap(() => module.TipTapField);
    });
    return () => {
      mounted = false;
    };
  }, []);
  const hydrated = TipTap !== null;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <span id={`${id}-label`} className="block text-sm font-medium text-slate-800">
        {hydrated ? label : <label htmlFor={id}>{label} (HTML)</label>}
      </span>
      {hydrated ? (
        <div lang={lang}>
          <TipTap name={name} initial={initial} focus={focusEditor} labelId={`${id}-label`} describedBy={describedBy} invalid={Boolean(error)} />
        </div>
      ) : (
        <textarea
          ref={textarea}
          id={id}
          name={name}
          rows={10}
          defaultValue={defaultValue}
          lang={lang}
          aria-describedby={describedBy}
          className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 font-mono text-sm"
        />
      )}
      {hint && <p id={hintId} className="mt-1 text-sm text-slate-500">{hint}</p>}
      {error && <FieldError id={errorId} message={error} />}
    </div>
  );
}
