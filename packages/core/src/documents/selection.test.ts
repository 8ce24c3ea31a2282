import { describe, expect, it } from "vitest";
import { DOCUMENT_MAX_BYTES } from "../constants/documents.ts";
import { UNLIMITED_DOCUMENTS } from "../constants/tiers.ts";
import { messages } from "../messages.ts";
import {
  checkImageDimensions,
  hasAllowedExtension,
  remainingDocuments,
  showsRemainingBanner,
  validateDocumentContent,
  validateDocumentSelection,
} from "./selection.ts";

const file = (name: string, size = 1000) => ({ name, size });
const t = messages.documents;

describe("validateDocumentSelection (spec 2 §5)", () => {
  const ok = { remaining: 5, isFreeTier: true };

  it("accepts every allowed type up to 5 MB", () => {
    const names = ["a.pdf", "b.DOCX", "c.jpeg", "d.jpg", "e.png", "f.gif", "g.bmp", "h.tiff"];
    expect(
      validateDocumentSelection({ ...ok, isFreeTier: false, files: names.map((n) => file(n)) }),
    ).toBeNull();
    expect(validateDocumentSelection({ ...ok, files: [file("i.webp", DOCUMENT_MAX_BYTES)] })).toBeNull();
  });

  it("refuses another type with the spec's message", () => {
    expect(validateDocumentSelection({ ...ok, files: [file("notes.txt")] })).toBe(t.invalidFileType);
    expect(validateDocumentSelection({ ...ok, files: [file("a.pdf"), file("slides.pptx")] })).toBe(
      t.invalidFileType,
    );
  });

  it("refuses a file over 5 MB", () => {
    expect(validateDocumentSelection({ ...ok, files: [file("big.pdf", DOCUMENT_MAX_BYTES + 1)] })).toBe(
      t.fileTooLarge,
    );
  });

  it("blocks everything at 0 remaining, and a free user picking more files than remain", () => {
    expect(validateDocumentSelection({ ...ok, remaining: 0, files: [file("a.pdf")] })).toBe(
      messages.tiers.lifetimeLimit(5),
    );
    expect(
      validateDocumentSelection({
        ...ok,
        remaining: 2,
        files: [file("a.pdf"), file("b.pdf"), file("c.pdf")],
      }),
    ).toBe(messages.tiers.documentsRemaining(2));
    expect(
      validateDocumentSelection({ ...ok, remaining: 2, files: [file("a.pdf"), file("b.pdf")] }),
    ).toBeNull();
  });

  it("checks that the user may generate first, and asks for files when there are none", () => {
    const reason = messages.tiers.freeTrialExpired;
    expect(validateDocumentSelection({ ...ok, cannotGenerateReason: reason, files: [file("a.pdf")] })).toBe(
      reason,
    );
    expect(validateDocumentSelection({ ...ok, files: [] })).toBe(t.selectFiles);
  });

  it("lets a paid user pick any number", () => {
    const files = Array.from({ length: 12 }, (_, i) => file(`p${i}.png`));
    expect(
      validateDocumentSelection({ remaining: UNLIMITED_DOCUMENTS, isFreeTier: false, files }),
    ).toBeNull();
  });
});

describe("hasAllowedExtension / validateDocumentContent", () => {
  it("reads the extension without regard to case", () => {
    expect(hasAllowedExtension("SCAN.TIF")).toBe(true);
    expect(hasAllowedExtension("notes.pdf.exe")).toBe(false);
    expect(hasAllowedExtension("pdf")).toBe(false);
  });

  it("refuses content that is none of the types", () => {
    expect(validateDocumentContent(null)).toBe(t.invalidFileType);
    expect(validateDocumentContent({ mime: "image/png", kind: "image" })).toBeNull();
  });
});

describe("checkImageDimensions", () => {
  it("passes camera frames and scanned pages, refuses giants before decoding", () => {
    expect(checkImageDimensions(1920, 1080)).toBeNull();
    expect(checkImageDimensions(5100, 6600)).toBeNull();
    expect(checkImageDimensions(20_000, 20_000)).toBe(t.imageTooLarge);
    expect(checkImageDimensions(10_001, 100)).toBe(t.imageTooLarge);
    expect(checkImageDimensions(8000, 8000)).toBe(t.imageTooLarge); // 64 MP
    expect(checkImageDimensions(0, 100)).toBe(t.unsupportedFileType);
  });
});

describe("remainingDocuments", () => {
  it("counts the larger of the server's and the device's extractions for a free user", () => {
    expect(remainingDocuments({ tier: "free", remaining: 5 }, 0)).toBe(5);
    expect(remainingDocuments({ tier: "free", remaining: 5 }, 2)).toBe(3);
    expect(remainingDocuments({ tier: "free", remaining: 1 }, 2)).toBe(1);
    expect(remainingDocuments({ tier: "free", remaining: 0 }, 7)).toBe(0);
  });

  it("is unlimited for a paid user, and the banner shows only below unlimited", () => {
    expect(remainingDocuments({ tier: "paid", remaining: UNLIMITED_DOCUMENTS }, 40)).toBe(
      UNLIMITED_DOCUMENTS,
    );
    expect(showsRemainingBanner(UNLIMITED_DOCUMENTS)).toBe(false);
    expect(showsRemainingBanner(4)).toBe(true);
  });
});
