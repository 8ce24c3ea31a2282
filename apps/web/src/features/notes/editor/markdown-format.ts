// The editor toolbar's Markdown edits (issue 21 Deliver 1) as pure functions of the text and the selection: the
// text area stays plain text, and each action says which range to replace with what and what to select after,
// so the component can apply it as one undoable insertion.

export type MarkdownAction = "bold" | "italic" | "heading" | "list" | "checklist" | "code" | "link" | "math";

export type Selection = { start: number; end: number };

/** Replace [start, end) with `insert`, then select [selectStart, selectEnd) (positions in the new text). */
export type TextEdit = { start: number; end: number; insert: string; selectStart: number; selectEnd: number };

const WRAP: Partial<Record<MarkdownAction, { marker: string; placeholder: string }>> = {
  bold: { marker: "**", placeholder: "bold text" },
  italic: { marker: "_", placeholder: "italic text" },
  code: { marker: "`", placeholder: "code" },
  math: { marker: "$", placeholder: "x^2" },
};

const PREFIX: Partial<Record<MarkdownAction, string>> = {
  heading: "## ",
  list: "- ",
  checklist: "- [ ] ",
};

/** The edit one toolbar action makes on the text with this selection. */
export function markdownEdit(text: string, selection: Selection, action: MarkdownAction): TextEdit {
  const { start, end } = selection;
  const selected = text.slice(start, end);
  if (action === "link") return linkEdit(start, end, selected);
  const prefix = PREFIX[action];
  if (prefix !== undefined) return prefixEdit(text, start, end, prefix);
  const wrap = WRAP[action] as { marker: string; placeholder: string };
  // Several lines of code become a fenced block; a single line stays inline code.
  if (action === "code" && selected.includes("\n")) {
    const before = start > 0 && text[start - 1] !== "\n" ? "\n" : "";
    const insert = `${before}\`\`\`\n${selected}\n\`\`\`\n`;
    const at = start + before.length + 4;
    return { start, end, insert, selectStart: at, selectEnd: at + selected.length };
  }
  if (action === "math" && selected.includes("\n")) return wrapEdit(text, start, end, "$$\n", "\n$$", "x^2");
  return wrapEdit(text, start, end, wrap.marker, wrap.marker, wrap.placeholder);
}

/** Wraps the selection (or a placeholder) in markers; a selection already wrapped is unwrapped. */
function wrapEdit(
  text: string,
  start: number,
  end: number,
  open: string,
  close: string,
  placeholder: string,
) {
  if (
    start >= open.length &&
    text.slice(start - open.length, start) === open &&
    text.slice(end, end + close.length) === close &&
    end > start
  ) {
    const selected = text.slice(start, end);
    return {
      start: start - open.length,
      end: end + close.length,
      insert: selected,
      selectStart: start - open.length,
      selectEnd: start - open.length + selected.length,
    };
  }
  const inner = start === end ? placeholder : text.slice(start, end);
  return {
    start,
    end,
    insert: `${open}${inner}${close}`,
    selectStart: start + open.length,
    selectEnd: start + open.length + inner.length,
  };
}

/** "[text](https://)" with the address selected, ready to type over; a selected address becomes the target. */
function linkEdit(start: number, end: number, selected: string): TextEdit {
  if (/^https?:\/\/\S+$/.test(selected)) {
    const insert = `[link text](${selected})`;
    return { start, end, insert, selectStart: start + 1, selectEnd: start + 10 };
  }
  const label = selected || "link text";
  const insert = `[${label}](https://)`;
  const at = start + label.length + 3;
  return { start, end, insert, selectStart: at, selectEnd: at + "https://".length };
}

/** Prefixes every line the selection touches; lines that all have the prefix lose it instead. */
function prefixEdit(text: string, start: number, end: number, prefix: string): TextEdit {
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  const endNewline = text.indexOf("\n", end > start && text[end - 1] === "\n" ? end - 1 : end);
  const lineEnd = endNewline < 0 ? text.length : endNewline;
  const lines = text.slice(lineStart, lineEnd).split("\n");
  const remove = lines.every((line) => line.startsWith(prefix));
  const changed = lines.map((line) => {
    if (remove) return line.slice(prefix.length);
    // A heading replaces another heading level; a list marker is not doubled.
    const bare = prefix === "## " ? line.replace(/^#{1,6} /, "") : line;
    return `${prefix}${bare}`;
  });
  const insert = changed.join("\n");
  const single = lines.length === 1;
  const delta = insert.length - (lineEnd - lineStart);
  return {
    start: lineStart,
    end: lineEnd,
    insert,
    // One line: the caret keeps its place in the text; several: the lines stay selected.
    selectStart: single ? Math.max(lineStart, start + delta) : lineStart,
    selectEnd: single ? Math.max(lineStart, end + delta) : lineStart + insert.length,
  };
}

/** The action a keyboard shortcut asks for (Ctrl on Windows and Linux, ⌘ on a Mac), or null. */
export function shortcutAction(event: {
  key: string;
  code: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): MarkdownAction | null {
  if (!(event.ctrlKey || event.metaKey)) return null;
  if (event.altKey) return !event.shiftKey && event.code === "Digit2" ? "heading" : null;
  if (event.shiftKey) {
    if (event.code === "Digit8") return "list";
    if (event.code === "Digit9") return "checklist";
    return null;
  }
  const keys: Record<string, MarkdownAction> = { b: "bold", i: "italic", k: "link", e: "code", m: "math" };
  return keys[event.key.toLowerCase()] ?? null;
}

/** The shortcut of each action, as aria-keyshortcuts and a tooltip say it. */
export const SHORTCUTS: Record<MarkdownAction, string> = {
  bold: "Control+B",
  italic: "Control+I",
  heading: "Control+Alt+2",
  list: "Control+Shift+8",
  checklist: "Control+Shift+9",
  code: "Control+E",
  link: "Control+K",
  math: "Control+M",
};
