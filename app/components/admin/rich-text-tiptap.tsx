import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useRef, useState, type ReactNode } from "react";

/** The TipTap editor of RichTextEditor (./rich-text-editor.tsx), a module of its own so that it loads only in the browser, after the page has started. */
export function TipTapField({ name, initial, focus = false, labelId, describedBy, invalid }: { name: string; initial: string; focus?: boolean; labelId: string; describedBy?: string; invalid: boolean }) {
  const [html, setHtml] = useState(initial);
  const field = useRef<HTMLInputElement>(null);
  const editor = useEditor({
    immediatelyRender: false,
    // the textarea it replaces had the focus: the caret goes on at the end of what was typed
    autofocus: focus ? "end" : false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: "https", protocols: ["http", "https", "mailto"] },
      }),
    ],
    content: initial,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
        class: "blog-content min-h-48 px-4 py-3 text-base focus:outline-none",
      },
    },
    // An empty editor still holds "<p></p>": that is no content. The form field takes the HTML at
    // once, not at React's next render (a keystroke's update renders later): a Save pressed right
    // after typing posts every letter typed.
    onUpdate: ({ editor: current }) => {
      const value = current.isEmpty ? "" : current.getHTML();
      if (field.current) field.current.value = value;
      setHtml(value);
    },
  });
  return (
    <div className={`mt-1 overflow-hidden rounded-lg border bg-white focus-within:border-accent-600 focus-within:ring-2 focus-within:ring-accent-500/40 ${invalid ? "border-red-600" : "border-slate-300"}`}>
      {editor ? <Toolbar editor={editor} /> : <div className="h-12 border-b border-slate-200 bg-slate-50" />}
      {editor ? <EditorContent editor={editor} /> : <div className="min-h-48" />}
      <input ref={field} type="hidden" name={name} value={html} />
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive("bold"),
      italic: current.isActive("italic"),
      h2: current.isActive("heading", { level: 2 }),
      h3: current.isActive("heading", { level: 3 }),
      bullets: current.isActive("bulletList"),
      numbers: current.isActive("orderedList"),
      quote: current.isActive("blockquote"),
      link: current.isActive("link"),
    }),
  });
  const chain = () => editor.chain().focus();
  function editLink() {
    const current = (editor.getAttributes("link").href as string | undefined) ?? "https://";
    const entered = window.prompt("Link address", current);
    if (entered === null) return;
    const href = entered.trim();
    if (href === "" || href === "https://") {
      chain().extendMarkRange("link").unsetLink().run();
      return;
    }
    const safe = /^(https?:|mailto:)/i.test(href) ? href : `https://${href}`;
    chain().extendMarkRange("link").setLink({ href: safe }).run();
  }
  return (
    <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-1 border-b border-slate-200 bg-slate-50 p-1.5">
      <ToolButton label="Bold" pressed={state.bold} onClick={() => chain().toggleBold().run()}>
        <span className="font-bold">B</span>
      </ToolButton>
      <ToolButton label="Italic" pressed={state.italic} onClick={() => chain().toggleItalic().run()}>
        <span className="font-serif italic">I</span>
      </ToolButton>
      <Separator />
      <ToolButton label="Heading 2" pressed={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
        H2
      </ToolButton>
      <ToolButton label="Heading 3" pressed={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
        H3
      </ToolButton>
      <Separator />
      <ToolButton label="Bulleted list" pressed={state.bullets} onClick={() => chain().toggleBulletList().run()}>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
          <circle cx="4" cy="5" r="1.5" />
          <circle cx="4" cy="10" r="1.5" />
          <circle cx="4" cy="15" r="1.5" />
          <path d="M8 4h9v2H8zM8 9h9v2H8zM8 14h9v2H8z" />
        </svg>
      </ToolButton>
      <ToolButton label="Numbered list" pressed={state.numbers} onClick={() => chain().toggleOrderedList().run()}>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
          <text x="1" y="7" fontSize="6" fontFamily="sans-serif">1</text>
          <text x="1" y="12.5" fontSize="6" fontFamily="sans-serif">2</text>
          <text x="1" y="18" fontSize="6" fontFamily="sans-serif">3</text>
          <path d="M8 4h9v2H8zM8 9h9v2H8zM8 14h9v2H8z" />
        </svg>
      </ToolButton>
      <ToolButton label="Quote" pressed={state.quote} onClick={() => chain().toggleBlockquote().run()}>
        <span aria-hidden="true" className="text-xl leading-none">&ldquo;</span>
      </ToolButton>
      <Separator />
      <ToolButton label="Link" pressed={state.link} onClick={editLink}>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.8">
          <path d="M8.5 11.5a3 3 0 004.2 0l3-3a3 3 0 00-4.2-4.2l-1 1M11.5 8.5a3 3 0 00-4.2 0l-3 3a3 3 0 004.2 4.2l1-1" strokeLinecap="round" />
        </svg>
      </ToolButton>
    </div>
  );
}

function ToolButton({ label, pressed, onClick, children }: { label: string; pressed: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      // Keeps the selection in the editor while the button is pressed.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={`inline-flex h-10 min-w-10 items-center justify-center rounded-md px-2 text-sm font-semibold ${
        pressed ? "bg-navy-900 text-white" : "text-navy-900 hover:bg-white"
      }`}
    >
      {children}
    </button>
  );
}

function Separator() {
  return <span aria-hidden="true" className="mx-1 my-2 w-px bg-slate-300" />;
}
