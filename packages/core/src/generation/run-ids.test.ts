import { describe, expect, it } from "vitest";
import { isUuidV4, newId } from "../ids.ts";
import { generatedRecordId } from "./run-ids.ts";

describe("generatedRecordId (issue 13: one set of records per generation run)", () => {
  const requestId = "6f1c1b8e-3c2b-4a5d-9e7f-0a1b2c3d4e5f";

  it("is the same for the same run and index, whatever the letter case of the request id", () => {
    expect(generatedRecordId(requestId, 3)).toBe(generatedRecordId(requestId, 3));
    expect(generatedRecordId(requestId.toUpperCase(), 3)).toBe(generatedRecordId(requestId, 3));
  });

  it("pins the derivation, so the server and the device cannot drift apart", () => {
    expect(generatedRecordId(requestId, 0)).toMatchInlineSnapshot(`"32f841fa-d3a8-4ef8-ba30-1c603c88b097"`);
  });

  it("gives UUID v4-shaped ids, distinct per index and per run", () => {
    const ids = new Set<string>();
    for (let run = 0; run < 50; run++) {
      const request = newId();
      for (let index = 0; index < 40; index++) {
        const id = generatedRecordId(request, index);
        expect(isUuidV4(id)).toBe(true);
        expect(id).not.toBe(request);
        ids.add(id);
      }
    }
    expect(ids.size).toBe(50 * 40);
  });

  it("refuses a request id that is not a UUID v4 and a negative or fractional index", () => {
    expect(() => generatedRecordId("abc", 0)).toThrow();
    expect(() => generatedRecordId(requestId, -1)).toThrow();
    expect(() => generatedRecordId(requestId, 1.5)).toThrow();
  });
});

describe("the request id on the wire", () => {
  it("is optional in the requests that save records and must be a UUID v4 when sent", async () => {
    const { createFlashcardsRequestSchema, generateQuizRequestSchema, generateSummaryRequestSchema } =
      await import("../schemas/generation.ts");
    const note = { id: newId(), title: "Cells", content: "Cells are the unit of life." };
    const requestId = newId();
    for (const schema of [
      createFlashcardsRequestSchema,
      generateQuizRequestSchema,
      generateSummaryRequestSchema,
    ]) {
      expect(schema.parse({ note }).requestId).toBeUndefined();
      expect(schema.parse({ note, requestId }).requestId).toBe(requestId);
      expect(schema.safeParse({ note, requestId: "not-an-id" }).success).toBe(false);
    }
  });
});

describe("deterministicUuid (shared by generated records and the study-preferences id)", () => {
  it("gives the same UUID v4-shaped id for the same string, any string", async () => {
    const { deterministicUuid } = await import("./run-ids.ts");
    for (const input of ["", "a", "user#1", "é👩‍🎓", "x".repeat(10_000)]) {
      expect(isUuidV4(deterministicUuid(input))).toBe(true);
      expect(deterministicUuid(input)).toBe(deterministicUuid(input));
    }
    expect(deterministicUuid("a")).not.toBe(deterministicUuid("b"));
  });
});
