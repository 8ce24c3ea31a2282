import { markdownToPlainText } from "@lectern/core";
import { describe, expect, it, vi } from "vitest";

vi.mock("@/ui/toaster", () => ({ notify: { success: vi.fn() } }));
vi.mock("@/ui/save-file", () => ({ saveFile: vi.fn() }));
// The audio store needs OPFS (tested in Chromium by e2e/lecture-audio-replay.spec.ts); these tests only write text.
vi.mock("@/data/audio", () => ({ audioOfNote: vi.fn(), readAudioFile: vi.fn() }));

const { exportFileText, isUnsafeLinkDestination, neutraliseUnsafeLinks, segmentsOf, transcriptFile } =
  await import("./export-note");

const note = (content: string) => ({ title: "Links", content, subject: "General", tags: [] });

describe("Markdown export links (issue 12)", () => {
  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "vbscript:msgbox(1)",
    "data:text/html,<script>alert(1)</script>",
    "data:image/svg+xml;base64,PHN2Zz4=",
    "java\tscript:alert(1)",
    "javascript&#58;alert(1)",
    "&#x6A;avascript:alert(1)",
    "javascript&colon;alert(1)",
  ])("treats %s as unsafe", (destination) => {
    expect(isUnsafeLinkDestination(destination)).toBe(true);
  });

  it.each(["https://example.org", "/notes/1", "#top", "mailto:a@b.c", "data:image/png;base64,iVBORw0KGgo="])(
    "keeps %s",
    (destination) => {
      expect(isUnsafeLinkDestination(destination)).toBe(false);
    },
  );

  it("neutralises inline links, images and reference definitions, keeping their text", () => {
    const md = [
      "[click](javascript:alert(document.cookie))",
      "[spaced](  vbscript:msgbox(1) 'title')",
      "![pic](data:text/html;base64,PHNjcmlwdD4=)",
      "[ref]: JAVASCRIPT:alert(1)",
      "[fine](https://example.org) ![photo](data:image/png;base64,iVBORw0KGgo=)",
    ].join("\n\n");
    expect(neutraliseUnsafeLinks(md)).toBe(
      [
        "[click](#javascript:alert(document.cookie))",
        "[spaced](  #vbscript:msgbox(1) 'title')",
        "![pic](#data:text/html;base64,PHNjcmlwdD4=)",
        "[ref]: #JAVASCRIPT:alert(1)",
        "[fine](https://example.org) ![photo](data:image/png;base64,iVBORw0KGgo=)",
      ].join("\n\n"),
    );
  });

  it("leaves no javascript:/data: link in an exported note, and the TXT export as plain text", () => {
    const content = "See [this](javascript:alert(1)) and [that](data:text/html,x).";
    const md = exportFileText(note(content), "md");
    expect(md).toContain("[this](#javascript:alert(1))");
    expect(md).toContain("[that](#data:text/html,x)");
    expect(md).not.toMatch(/\]\(\s*(javascript|data):/i);
    // TXT is a plain file no viewer follows links in: the note's plain text (core markdownToPlainText).
    expect(exportFileText(note(content), "txt")).toContain(markdownToPlainText(content));
  });

  it("exports Markdown as written (code untouched) and TXT without its syntax (issue 21)", () => {
    const content =
      "# Cells\n\nThe **nucleus** holds `DNA < RNA`.\n\n| part | role |\n|---|---|\n| wall | shape |";
    const md = exportFileText(note(content), "md");
    expect(md).toContain("The **nucleus** holds `DNA < RNA`.");
    const txt = exportFileText(note(content), "txt");
    expect(txt).toContain("The nucleus holds DNA < RNA.");
    expect(txt).not.toMatch(/\*\*|`|^# |\|---/m);
  });
});

describe("transcript exports (issue 23 §5)", () => {
  const recording = {
    title: "Cell biology: lecture 1",
    content: "",
    subject: "General",
    tags: [],
    segments: [
      { text: "Hello class.", timestamp: [0, 2.5] },
      { text: "Cells divide.", timestamp: [62.5, 65] },
    ],
  };

  it("writes WebVTT with '.' timestamps and numbered cues, named after the title", () => {
    const file = transcriptFile(recording, "vtt");
    expect(file.fileName).toBe("Cell_biology_lecture_1.vtt");
    expect(file.mimeType).toBe("text/vtt");
    expect(file.text).toBe(
      "WEBVTT\n\n1\n00:00:00.000 --> 00:00:02.500\nHello class.\n\n2\n00:01:02.500 --> 00:01:05.000\nCells divide.\n\n",
    );
  });

  it("writes SRT with ',' timestamps and text with [m:ss] stamps", () => {
    expect(transcriptFile(recording, "srt").text).toContain(
      "2\n00:01:02,500 --> 00:01:05,000\nCells divide.",
    );
    expect(transcriptFile(recording, "srt").fileName).toBe("Cell_biology_lecture_1.srt");
    expect(transcriptFile(recording, "timestamped")).toMatchObject({
      text: "[0:00] Hello class.\n[1:02] Cells divide.\n",
      fileName: "Cell_biology_lecture_1_transcript.txt",
    });
  });

  it("finds no segments on a manual note", () => {
    expect(segmentsOf(note("text"))).toEqual([]);
    expect(transcriptFile(note("text"), "vtt").text).toBe("WEBVTT\n\n");
  });
});
