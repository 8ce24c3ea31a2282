import { type ClipboardEvent, type KeyboardEvent, useCallback, useRef } from "react";
import { type MarkdownAction, markdownEdit, shortcutAction, type TextEdit } from "./markdown-format";
import { hasRichHtml, htmlToMarkdown } from "./paste-html";

/**
 * Replaces a range of the text area as if typed: execCommand("insertText") puts the change on the browser's own
 * undo stack (Ctrl/⌘+Z undoes a toolbar action like typing), and fires the input event React listens to. Where a
 * browser lacks it, setRangeText does the same edit (without undo) and an input event tells React.
 */
export function applyTextEdit(textarea: HTMLTextAreaElement, edit: TextEdit): void {
  textarea.focus();
  textarea.setSelectionRange(edit.start, edit.end);
  const before = textarea.value;
  const inserted =
    edit.insert === ""
      ? document.execCommand("delete", false)
      : document.execCommand("insertText", false, edit.insert);
  const expected = before.slice(0, edit.start) + edit.insert + before.slice(edit.end);
  if (!inserted || textarea.value !== expected) {
    textarea.value = before;
    textarea.setRangeText(edit.insert, edit.start, edit.end, "end");
    textarea.dispatchEvent(new Event("input", { bubbles: true }));
  }
  textarea.setSelectionRange(edit.selectStart, edit.selectEnd);
}

/** The toolbar's actions, the shortcuts and the paste of HTML as Markdown, on one text area. */
export function useMarkdownTextarea() {
  const ref = useRef<HTMLTextAreaElement>(null);

  const apply = useCallback((action: MarkdownAction) => {
    const textarea = ref.current;
    if (!textarea) return;
    const selection = { start: textarea.selectionStart, end: textarea.selectionEnd };
    applyTextEdit(textarea, markdownEdit(textarea.value, selection, action));
  }, []);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLTextAreaElement>) => {
      const action = shortcutAction(event);
      if (!action) return;
      event.preventDefault();
      apply(action);
    },
    [apply],
  );

  const onPaste = useCallback((event: ClipboardEvent<HTMLTextAreaElement>) => {
    const html = event.clipboardData.getData("text/html");
    if (!html || !hasRichHtml(html)) return; // plain text pastes as the browser pastes it
    event.preventDefault();
    const textarea = event.currentTarget;
    const start = textarea.selectionStart;
    const end = textarea.selectionEnd;
    const plain = event.clipboardData.getData("text/plain");
    void htmlToMarkdown(html)
      .catch(() => plain)
      .then((markdown) => {
        const insert = markdown || plain;
        const at = start + insert.length;
        applyTextEdit(textarea, { start, end, insert, selectStart: at, selectEnd: at });
      });
  }, []);

  return { ref, apply, onKeyDown, onPaste };
}
