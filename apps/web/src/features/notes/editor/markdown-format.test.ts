import { describe, expect, it } from "vitest";
import { markdownEdit, type Selection, shortcutAction, type TextEdit } from "./markdown-format";

/** The text after the edit, with the new selection shown as [ ]. */
function apply(text: string, selection: Selection, edit: TextEdit): string {
  const next = text.slice(0, edit.start) + edit.insert + text.slice(edit.end);
  void selection;
  return `${next.slice(0, edit.selectStart)}[${next.slice(edit.selectStart, edit.selectEnd)}]${next.slice(edit.selectEnd)}`;
}
const run = (text: string, start: number, end: number, action: Parameters<typeof markdownEdit>[2]) =>
  apply(text, { start, end }, markdownEdit(text, { start, end }, action));

describe("markdownEdit", () => {
  it("wraps the selection in bold, italic, code and math, keeping it selected", () => {
    expect(run("make ATP now", 5, 8, "bold")).toBe("make **[ATP]** now");
    expect(run("make ATP now", 5, 8, "italic")).toBe("make _[ATP]_ now");
    expect(run("run ls here", 4, 6, "code")).toBe("run `[ls]` here");
    expect(run("so x^2 is", 3, 6, "math")).toBe("so $[x^2]$ is");
  });

  it("inserts a selected placeholder when nothing is selected", () => {
    expect(run("a  b", 2, 2, "bold")).toBe("a **[bold text]** b");
    expect(run("", 0, 0, "math")).toBe("$[x^2]$");
  });

  it("unwraps a selection that is already wrapped", () => {
    expect(run("make **ATP** now", 7, 10, "bold")).toBe("make [ATP] now");
  });

  it("fences several lines of code and wraps several lines of math in $$", () => {
    expect(run("x\na = 1\nb = 2", 2, 13, "code")).toBe("x\n```\n[a = 1\nb = 2]\n```\n");
    expect(run("a\nb", 0, 3, "math")).toBe("$$\n[a\nb]\n$$");
  });

  it("makes a link with the address selected to type over; a selected address becomes the target", () => {
    expect(run("see docs", 4, 8, "link")).toBe("see [docs]([https://])");
    expect(run("https://e.org", 0, 13, "link")).toBe("[[link text]](https://e.org)");
  });

  it("prefixes the lines the selection touches with a heading, list or checklist marker, and toggles back", () => {
    expect(run("one\ntwo\nthree", 5, 5, "heading")).toBe("one\n## t[]wo\nthree");
    expect(run("# Old", 3, 3, "heading")).toBe("## O[]ld");
    expect(run("one\ntwo\nthree", 0, 7, "list")).toBe("[- one\n- two]\nthree");
    expect(run("- one\n- two", 0, 11, "list")).toBe("[one\ntwo]");
    expect(run("buy milk", 0, 0, "checklist")).toBe("- [ ] []buy milk");
  });
});

describe("shortcutAction", () => {
  const key = (
    k: string,
    code: string,
    mods: Partial<Record<"ctrlKey" | "metaKey" | "shiftKey" | "altKey", boolean>>,
  ) =>
    shortcutAction({ key: k, code, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });

  it("maps Ctrl or ⌘ with B, I, K, E, M and the list and heading chords", () => {
    expect(key("b", "KeyB", { ctrlKey: true })).toBe("bold");
    expect(key("I", "KeyI", { metaKey: true })).toBe("italic");
    expect(key("k", "KeyK", { ctrlKey: true })).toBe("link");
    expect(key("e", "KeyE", { ctrlKey: true })).toBe("code");
    expect(key("m", "KeyM", { ctrlKey: true })).toBe("math");
    expect(key("*", "Digit8", { ctrlKey: true, shiftKey: true })).toBe("list");
    expect(key("(", "Digit9", { ctrlKey: true, shiftKey: true })).toBe("checklist");
    expect(key("2", "Digit2", { ctrlKey: true, altKey: true })).toBe("heading");
  });

  it("ignores keys without Ctrl or ⌘, and Ctrl+S (save) and Ctrl+Z (undo)", () => {
    expect(key("b", "KeyB", {})).toBeNull();
    expect(key("s", "KeyS", { ctrlKey: true })).toBeNull();
    expect(key("z", "KeyZ", { ctrlKey: true })).toBeNull();
  });
});
