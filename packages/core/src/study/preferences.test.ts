import { describe, expect, it } from "vitest";
import { DECK_ID_UNCATEGORIZED } from "../constants/study.ts";
import { isUuidV4 } from "../ids.ts";
import { studyPreferencesSchema } from "../schemas/study.ts";
import { checkSyncOp } from "../schemas/sync.ts";
import {
  DEFAULT_STUDY_PREFERENCES,
  deckIdOfCard,
  examAtFor,
  scheduleOptionsFor,
  studyPreferencesId,
} from "./preferences.ts";

const USER = "6f1c1b8e-3c2b-4a5d-9e7f-0a1b2c3d4e5f";
const NOTE = "11111111-1111-4111-8111-111111111111";
const NOW = "2026-03-01T10:00:00.000Z";
const record = (over: Record<string, unknown> = {}) => ({
  id: studyPreferencesId(USER),
  user_id: USER,
  created_at: NOW,
  updated_at: NOW,
  ...over,
});

describe("studyPreferencesId (one record per user, the same on every device)", () => {
  it("is a UUID v4-shaped id, the same for the same user, different between users", () => {
    expect(isUuidV4(studyPreferencesId(USER))).toBe(true);
    expect(studyPreferencesId(USER)).toBe(studyPreferencesId(USER));
    expect(studyPreferencesId(USER)).not.toBe(studyPreferencesId("7f1c1b8e-3c2b-4a5d-9e7f-0a1b2c3d4e5f"));
  });

  it("takes any user id, not only UUIDs", () => {
    for (const id of ["u1", "xY9_better-auth-id", "", "é👩‍🎓"])
      expect(isUuidV4(studyPreferencesId(id))).toBe(true);
    expect(studyPreferencesId("u1")).not.toBe(studyPreferencesId("u2"));
  });

  it("pins the derivation, so the server and the device cannot drift apart", () => {
    expect(studyPreferencesId(USER)).toMatchInlineSnapshot(`"ae343382-c34e-475d-ad39-fd07375eb5a4"`);
  });
});

describe("studyPreferencesSchema (issue 14)", () => {
  it("fills the defaults", () => {
    const parsed = studyPreferencesSchema.parse(record());
    expect({
      scheduler: parsed.scheduler,
      desired_retention: parsed.desired_retention,
      daily_review_cap: parsed.daily_review_cap,
      exam_dates: parsed.exam_dates,
    }).toEqual(DEFAULT_STUDY_PREFERENCES);
    expect(DEFAULT_STUDY_PREFERENCES).toEqual({
      scheduler: "spec",
      desired_retention: 0.9,
      daily_review_cap: 200,
      exam_dates: {},
    });
  });

  it("accepts the ranges' ends and refuses what is past them, naming the field", () => {
    const ok = (over: Record<string, unknown>) => studyPreferencesSchema.safeParse(record(over)).success;
    expect(ok({ scheduler: "fsrs", desired_retention: 0.7, daily_review_cap: 1 })).toBe(true);
    expect(ok({ desired_retention: 0.99, daily_review_cap: 9999 })).toBe(true);
    expect(ok({ scheduler: "sm2" })).toBe(false);
    expect(ok({ desired_retention: 0.69 })).toBe(false);
    expect(ok({ desired_retention: 1 })).toBe(false);
    expect(ok({ daily_review_cap: 0 })).toBe(false);
    expect(ok({ daily_review_cap: 10000 })).toBe(false);
    expect(ok({ daily_review_cap: 2.5 })).toBe(false);
    const refused = checkSyncOp({
      id: "8b1c1b8e-3c2b-4a5d-9e7f-0a1b2c3d4e5f",
      type: "study_preferences",
      operation: "update",
      data: record({ daily_review_cap: 0 }),
      timestamp: NOW,
    });
    expect(refused).toMatchObject({ ok: false, reason: expect.stringContaining("daily_review_cap") });
  });

  it("keeps exam dates by deck id: at most 500, ids up to 100 characters, real timestamps", () => {
    const ok = (exam_dates: unknown) => studyPreferencesSchema.safeParse(record({ exam_dates })).success;
    expect(ok({ [NOTE]: "2026-06-01T09:00:00.000Z", [DECK_ID_UNCATEGORIZED]: "2026-06-02T09:00:00Z" })).toBe(
      true,
    );
    expect(ok({ [NOTE]: "next tuesday" })).toBe(false);
    expect(ok({ ["x".repeat(101)]: NOW })).toBe(false);
    expect(ok({ "": NOW })).toBe(false);
    const many = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`deck-${i}`, NOW]));
    expect(ok(many(500))).toBe(true);
    expect(ok(many(501))).toBe(false);
  });
});

describe("a card's schedule options", () => {
  const preferences = {
    scheduler: "fsrs" as const,
    desired_retention: 0.85,
    daily_review_cap: 50,
    exam_dates: { [NOTE]: "2026-06-01T09:00:00.000Z", [DECK_ID_UNCATEGORIZED]: "2026-07-01T09:00:00.000Z" },
  };

  it("finds the deck of a card: its note, else the uncategorized deck", () => {
    expect(deckIdOfCard({ note_id: NOTE })).toBe(NOTE);
    expect(deckIdOfCard({ note_id: null })).toBe(DECK_ID_UNCATEGORIZED);
  });

  it("takes the card's deck's exam and the user's scheduler", () => {
    expect(scheduleOptionsFor(preferences, { note_id: NOTE })).toEqual({
      scheduler: "fsrs",
      desiredRetention: 0.85,
      examAt: "2026-06-01T09:00:00.000Z",
    });
    expect(scheduleOptionsFor(preferences, { note_id: null }).examAt).toBe("2026-07-01T09:00:00.000Z");
    expect(examAtFor(preferences, "11111111-1111-4111-8111-999999999999")).toBeNull();
    expect(examAtFor(preferences, "constructor")).toBeNull();
  });

  it("uses the defaults when the user has no settings yet", () => {
    expect(scheduleOptionsFor(null, { note_id: NOTE })).toEqual({
      scheduler: "spec",
      desiredRetention: 0.9,
      examAt: null,
    });
    expect(examAtFor(undefined, NOTE)).toBeNull();
  });
});
