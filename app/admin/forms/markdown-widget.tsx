/**
 * Decap's Markdown field, kept, with two guards around it (registered under its own name,
 * `markdown`, so the configuration and Decap's handling of the text field stay as they are):
 *
 * - **A paste keeps the words and their shape only.** Word's clipboard (mso- styles, `<o:p>`, a
 *   picture as a `file://` or `data:` address) or a web page's markup is turned into paragraphs,
 *   headings, lists and links (pasted-text.ts) before the editor sees it. Decap's own paste turned a
 *   pasted picture into a node its editor could not draw: a TypeError, its error page, and the
 *   unsaved entry gone. The cleaned paste is handed to the editor as the browser would hand it a
 *   paste (a `beforeinput` of type `insertFromPaste`), so the editor inserts it at the cursor itself.
 * - **An error in the editor stays in the field.** If the editor fails to draw anyway, the field
 *   shows its text in a plain text area, still part of the form: the entry is not lost and can be
 *   saved, and the editor can be opened again.
 */
import { Component, createRef, type ClipboardEvent, type ComponentType, type ReactNode } from "react";
import type { CMS, CmsWidgetControlProps } from "decap-cms-core";
import { editorHtml, pastedMarkdown, plainTextMarkdown } from "./pasted-text.ts";

export const PASTE_WORDS = {
  nothing: "لم يُلصق شيء: ما نسخته ليس نصًّا يقرؤه المتصفح. انسخه من جديد من برنامج آخر، أو احفظه نصًّا عاديًّا ثم انسخه.",
  failed:
    "تعذّر على محرّر النص عرض نصك، وبقي نصك في النموذج كما هو. تابع الكتابة في هذا المربع ثم احفظ، أو أعد فتح المحرّر.",
  reopen: "إعادة فتح المحرّر",
  recoveredLabel: "النص",
};

type Props = CmsWidgetControlProps<string | undefined> & { forID: string; classNameWrapper: string };
type Control = { isValid?: () => unknown; shouldComponentUpdate?: (next: unknown) => boolean };

const note = { margin: "0.5rem 0", fontSize: "0.875rem", color: "#5b6270" } as const;

export function officeMarkdownControl(Base: ComponentType<Record<string, unknown>>) {
  return class OfficeMarkdownControl extends Component<Props, { failed: boolean; notice?: string }> {
    state: { failed: boolean; notice?: string } = { failed: false };
    inner: Control | null = null;
    area = createRef<HTMLTextAreaElement>();

    static getDerivedStateFromError() {
      return { failed: true };
    }

    componentDidCatch(error: unknown) {
      console.error("The Markdown editor failed; its text stays in the form.", error);
    }

    /** Decap asks the control whether its value is valid; the editor inside answers. */
    isValid = () => this.inner?.isValid?.() ?? true;

    shouldComponentUpdate() {
      return true;
    }

    onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
      const editable = (event.target as HTMLElement).closest?.('[contenteditable="true"]');
      const data = event.clipboardData;
      // A copy from the editor itself carries its own nodes: the editor pastes those well.
      if (!editable || !data || data.types.includes("application/x-slate-fragment")) return;
      const html = data.getData("text/html");
      const text = data.getData("text/plain");
      // Plain text into the Markdown mode is Markdown already: the editor keeps it as it is.
      if (!html && editable.closest(".cms-editor-raw")) return;
      event.preventDefault();
      event.stopPropagation();
      const markdown = html ? pastedMarkdown(html) : plainTextMarkdown(text);
      if (!markdown) {
        this.setState({ notice: PASTE_WORDS.nothing });
        return;
      }
      this.setState({ notice: undefined });
      const transfer = new DataTransfer();
      // The rich editor reads the HTML, the Markdown editor (its other mode) the plain text.
      transfer.setData("text/html", editorHtml(markdown));
      transfer.setData("text/plain", markdown);
      editable.dispatchEvent(
        new InputEvent("beforeinput", {
          inputType: "insertFromPaste",
          dataTransfer: transfer,
          bubbles: true,
          cancelable: true,
        }),
      );
    };

    render(): ReactNode {
      const { value, onChange, forID, classNameWrapper } = this.props;
      if (this.state.failed) {
        return (
          <div className={classNameWrapper} dir="rtl">
            <p role="alert" style={{ ...note, color: "#b3261e" }}>
              {PASTE_WORDS.failed}
            </p>
            <textarea
              id={forID}
              ref={this.area}
              dir="auto"
              aria-label={PASTE_WORDS.recoveredLabel}
              rows={14}
              style={{ width: "100%", font: "inherit" }}
              value={value ?? ""}
              onChange={(e) => onChange(e.target.value)}
            />
            <button type="button" onClick={() => this.setState({ failed: false })}>
              {PASTE_WORDS.reopen}
            </button>
          </div>
        );
      }
      return (
        <div onPasteCapture={this.onPaste}>
          <Base
            {...(this.props as unknown as Record<string, unknown>)}
            ref={(control: Control | null) => {
              this.inner = control;
            }}
          />
          {this.state.notice && (
            <p role="status" style={note}>
              {this.state.notice}
            </p>
          )}
        </div>
      );
    }
  };
}

/** Puts the guards around Decap's Markdown field, under the same name. */
export function registerOfficeMarkdown(cms: Pick<CMS, "registerWidget" | "getWidget">) {
  const markdown = cms.getWidget("markdown") as unknown as {
    control: ComponentType<Record<string, unknown>>;
    preview: ComponentType;
    schema?: unknown;
  };
  // Decap's registerWidget takes the widget's option schema fourth (its types stop at three).
  (cms.registerWidget as (...args: unknown[]) => void)(
    "markdown",
    officeMarkdownControl(markdown.control) as unknown as ComponentType<CmsWidgetControlProps>,
    markdown.preview,
    markdown.schema,
  );
}
