import { describe, expect, it } from "vitest";
import { messages } from "../messages.ts";
import { emptyNoteDraft, type NoteDraft } from "./editor.ts";
import {
  keepBothTexts,
  mergeNoteDrafts,
  mergeTags,
  resolveNoteConflict,
  storedNoteChange,
  threeWayMergeText,
} from "./merge.ts";

const BASE = [
  "# Cells",
  "",
  "Mitochondria make ATP.",
  "",
  "Ribosomes make proteins.",
  "",
  "The nucleus holds DNA.",
].join("\n");
const edit = (text: string, from: string, to: string) => {
  expect(text).toContain(from);
  return text.replace(from, to);
};

describe("threeWayMergeText", () => {
  it("merges edits of different paragraphs, keeping both", () => {
    const mine = edit(BASE, "Mitochondria make ATP.", "Mitochondria make ATP by respiration.");
    const theirs = edit(BASE, "The nucleus holds DNA.", "The nucleus holds DNA and the nucleolus.");
    expect(threeWayMergeText(BASE, mine, theirs)).toEqual({
      status: "merged",
      text: edit(mine, "The nucleus holds DNA.", "The nucleus holds DNA and the nucleolus."),
    });
  });

  it("merges a paragraph added on one side with an edit on the other", () => {
    const mine = `${BASE}\n\nGolgi packs proteins.`;
    const theirs = edit(BASE, "# Cells", "# Cell biology");
    expect(threeWayMergeText(BASE, mine, theirs)).toEqual({
      status: "merged",
      text: `${theirs}\n\nGolgi packs proteins.`,
    });
  });

  it("finds a conflict when both sides change the same paragraph differently", () => {
    const mine = edit(BASE, "Ribosomes make proteins.", "Ribosomes build proteins.");
    const theirs = edit(BASE, "Ribosomes make proteins.", "Ribosomes translate mRNA.");
    const merge = threeWayMergeText(BASE, mine, theirs);
    expect(merge.status).toBe("conflict");
    if (merge.status !== "conflict") return;
    expect(merge.regions).toEqual([
      {
        base: "Ribosomes make proteins.",
        mine: "Ribosomes build proteins.",
        theirs: "Ribosomes translate mRNA.",
      },
    ]);
  });

  it("treats adjacent lines of one paragraph as the same paragraph", () => {
    const base = "Line one.\nLine two.";
    const merge = threeWayMergeText(base, "Line one, mine.\nLine two.", "Line one.\nLine two, theirs.");
    expect(merge.status).toBe("conflict");
  });

  it("merges the same edit made on both sides without a conflict", () => {
    const both = edit(BASE, "Mitochondria make ATP.", "Mitochondria make most ATP.");
    expect(threeWayMergeText(BASE, both, both)).toEqual({ status: "merged", text: both });
    // The same edit of one paragraph plus a different paragraph on one side.
    const theirs = edit(both, "The nucleus holds DNA.", "The nucleus holds chromatin.");
    expect(threeWayMergeText(BASE, both, theirs)).toEqual({ status: "merged", text: theirs });
  });

  it("returns the other side when one side is unchanged", () => {
    const changed = edit(BASE, "# Cells", "# Cells and organelles");
    expect(threeWayMergeText(BASE, BASE, changed)).toEqual({ status: "merged", text: changed });
    expect(threeWayMergeText(BASE, changed, BASE)).toEqual({ status: "merged", text: changed });
    expect(threeWayMergeText("", "", "")).toEqual({ status: "merged", text: "" });
  });

  it("keeps the text's line endings and trailing newline as written", () => {
    const base = "a\n\nb\n";
    expect(threeWayMergeText(base, "A\n\nb\n", "a\n\nB\n")).toEqual({ status: "merged", text: "A\n\nB\n" });
  });
});

describe("keepBothTexts", () => {
  it("puts mine, the marker line, then theirs at a conflict and keeps the merged rest", () => {
    const mine = edit(
      edit(BASE, "Ribosomes make proteins.", "Ribosomes build proteins."),
      "# Cells",
      "# Cells (mine)",
    );
    const theirs = edit(
      edit(BASE, "Ribosomes make proteins.", "Ribosomes translate mRNA."),
      "The nucleus holds DNA.",
      "The nucleus holds chromatin.",
    );
    const text = keepBothTexts(threeWayMergeText(BASE, mine, theirs));
    expect(text).toBe(
      [
        "# Cells (mine)",
        "",
        "Mitochondria make ATP.",
        "",
        "Ribosomes build proteins.",
        "",
        messages.notes.keepBothMarker,
        "",
        "Ribosomes translate mRNA.",
        "",
        "The nucleus holds chromatin.",
      ].join("\n"),
    );
  });

  it("needs no marker when one side emptied the region", () => {
    const base = "Intro.\nOld line.\nEnd.";
    const merge = threeWayMergeText(base, "Intro.\n\nEnd.", "Intro.\nNew line.\nEnd.");
    expect(merge.status).toBe("conflict");
    expect(keepBothTexts(merge)).toBe("Intro.\nNew line.\nEnd.");
  });

  it("returns a merged text as it is", () => {
    expect(keepBothTexts({ status: "merged", text: "x" })).toBe("x");
  });
});

const draft = (change: Partial<NoteDraft>): NoteDraft => ({
  ...emptyNoteDraft(),
  title: "Cells",
  content: BASE,
  ...change,
});

describe("mergeTags", () => {
  it("keeps mine, adds what theirs added, drops what theirs removed", () => {
    expect(mergeTags(["a", "b"], ["a", "b", "mine"], ["b", "theirs"])).toEqual(["b", "mine", "theirs"]);
    expect(mergeTags(["a"], ["a"], ["a"])).toEqual(["a"]);
  });
});

describe("mergeNoteDrafts", () => {
  const base = draft({ tags: ["bio"] });

  it("merges title, content, subject and tags when nothing overlaps", () => {
    const mine = draft({
      content: edit(BASE, "Mitochondria make ATP.", "Mitochondria make ATP (mine)."),
      subject: "Biology",
      tags: ["bio", "exam"],
    });
    const theirs = draft({
      title: "Cells, revised",
      content: edit(BASE, "The nucleus holds DNA.", "The nucleus holds DNA (theirs)."),
      tags: [],
      type: "document",
    });
    const merge = mergeNoteDrafts(base, mine, theirs);
    expect(merge).toEqual({
      status: "merged",
      combined: true,
      draft: {
        ...theirs,
        title: "Cells, revised",
        content: edit(mine.content, "The nucleus holds DNA.", "The nucleus holds DNA (theirs)."),
        subject: "Biology",
        tags: ["exam"],
      },
    });
  });

  it("takes theirs quietly when the draft has no changes", () => {
    const theirs = draft({ content: "Rewritten elsewhere.", tags: ["bio"] });
    expect(mergeNoteDrafts(base, base, theirs)).toEqual({ status: "merged", combined: false, draft: theirs });
  });

  it("is a conflict when the same paragraph or the title changed on both sides", () => {
    const same = mergeNoteDrafts(
      base,
      draft({ tags: ["bio"], content: edit(BASE, "# Cells", "# Mine") }),
      draft({ tags: ["bio"], content: edit(BASE, "# Cells", "# Theirs") }),
    );
    expect(same.status).toBe("conflict");
    const titles = mergeNoteDrafts(
      base,
      draft({ tags: ["bio"], title: "A" }),
      draft({ tags: ["bio"], title: "B" }),
    );
    expect(titles.status).toBe("conflict");
  });
});

describe("resolveNoteConflict", () => {
  const base = draft({});
  const mine = draft({
    title: "Mine",
    content: edit(BASE, "Ribosomes make proteins.", "Ribosomes (mine)."),
    tags: ["mine"],
    subject: "Biology",
  });
  const theirs = draft({
    title: "Theirs",
    content: edit(BASE, "Ribosomes make proteins.", "Ribosomes (theirs)."),
    tags: ["theirs"],
    type: "document",
  });
  const conflict = mergeNoteDrafts(base, mine, theirs);
  if (conflict.status !== "conflict") throw new Error("expected a conflict");

  it("theirs: the version that arrived", () => {
    expect(resolveNoteConflict(conflict, "theirs")).toEqual(theirs);
  });

  it("mine: my title, content, subject and tags on the other version's other fields", () => {
    expect(resolveNoteConflict(conflict, "mine")).toEqual({
      ...theirs,
      title: "Mine",
      content: mine.content,
      subject: "Biology",
      tags: ["mine"],
    });
  });

  it("both: both texts with the marker, my title, the tags of both", () => {
    const both = resolveNoteConflict(conflict, "both");
    expect(both.title).toBe("Mine");
    expect(both.tags).toEqual(["mine", "theirs"]);
    expect(both.type).toBe("document");
    expect(both.content).toContain(
      `Ribosomes (mine).\n\n${messages.notes.keepBothMarker}\n\nRibosomes (theirs).`,
    );
  });
});

describe("storedNoteChange", () => {
  const base = draft({});
  const mine = draft({ content: edit(BASE, "Mitochondria make ATP.", "Mitochondria make ATP (mine).") });
  const theirs = draft({ content: edit(BASE, "The nucleus holds DNA.", "The nucleus holds DNA (theirs).") });

  it("does nothing when nothing the student edits changed", () => {
    const stamped = { ...base, type: "document" as const };
    expect(storedNoteChange({ base, draft: mine, incoming: stamped, ownSave: null, pending: false })).toEqual(
      {
        action: "none",
      },
    );
  });

  it("moves the base to the editor's own save only once the server has it", () => {
    const input = { base, draft: mine, incoming: mine, ownSave: mine };
    expect(storedNoteChange({ ...input, pending: true })).toEqual({ action: "own-save", rebase: false });
    expect(storedNoteChange({ ...input, pending: false })).toEqual({ action: "own-save", rebase: true });
  });

  it("merges another version from the base, so the own pending save's edits are kept", () => {
    // The own save (mine) is pending, the server's version (theirs) came back instead: from the base, both stay.
    const change = storedNoteChange({ base, draft: mine, incoming: theirs, ownSave: mine, pending: false });
    expect(change).toMatchObject({
      action: "merge",
      merge: {
        status: "merged",
        draft: { content: edit(mine.content, "The nucleus holds DNA.", "The nucleus holds DNA (theirs).") },
      },
    });
  });
});
