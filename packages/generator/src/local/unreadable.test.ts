import { describe, expect, it } from "vitest";
import { createLocalProvider } from "./provider.ts";
import { splitUnreadable, unreadableSpans, withoutUnreadable } from "./unreadable.ts";

const base64 =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==".repeat(
    40,
  );

describe("unreadable spans", () => {
  it("cuts a pasted image whole, alt text included, and keeps the sentences around it verbatim", () => {
    const text = `Plants use light to make sugar. ![a leaf diagram](data:image/png;base64,${base64}) The Calvin cycle fixes carbon.`;
    const cut = withoutUnreadable(text);
    expect(cut).toBe("Plants use light to make sugar. \n\n The Calvin cycle fixes carbon.");
  });

  it("cuts links, data: URIs and runs longer than any word, and nothing of ordinary prose", () => {
    const prose = "Data: the mitochondrion (see Fig. 2) makes ATP; metadata is state-of-the-art.";
    expect(unreadableSpans(prose)).toEqual([]);
    const text = `See https://example.org/a?b=c and www.example.org, then ${"x".repeat(65)} end.`;
    expect(unreadableSpans(text).map(([s, e]) => text.slice(s, e))).toEqual([
      "https://example.org/a?b=c",
      "www.example.org,",
      "x".repeat(65),
    ]);
  });

  it("stays linear on openers without a closer", () => {
    const text = "![a](".repeat(200_000);
    const spans = unreadableSpans(text);
    expect(spans).toEqual([[0, text.length]]);
  });

  it("keeps every piece, in order, for enhance", () => {
    const text = `Intro text. ![x](data:image/png;base64,${base64}) Outro text.`;
    expect(
      splitUnreadable(text)
        .map((p) => p.text)
        .join(""),
    ).toBe(text);
  });
});

describe("the local provider on hostile notes", () => {
  it("summarises a note with a pasted image from its prose, and enhance keeps the image", async () => {
    const provider = createLocalProvider();
    const image = `![x](data:image/png;base64,${base64})`;
    const content = `Photosynthesis turns light energy into chemical energy in plants.\n\n${image}\n\nThe Calvin cycle fixes carbon dioxide into sugar molecules.`;
    const summary = await provider.summary({ title: "Leaves", content });
    expect(summary.overview).not.toContain("base64");
    expect(summary.keyPoints.join(" ")).not.toContain("base64");
    const enhanced = await provider.enhance({
      noteTitle: "Leaves",
      chunkContent: content,
      chunkIndex: 0,
      totalChunks: 1,
    });
    expect(enhanced).toContain(image);
  });

  it("answers a single 900,000-character token with its first words, not after minutes", async () => {
    const summary = await createLocalProvider().summary({ title: "Token", content: "a".repeat(900_000) });
    expect(summary.overview.length).toBeLessThanOrEqual(500);
  });
});
