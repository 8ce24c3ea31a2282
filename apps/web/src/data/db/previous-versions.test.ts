import "fake-indexeddb/auto";
import { newId } from "@lectern/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { deleteUserDatabase, LecternDB } from "./database";
import { keepPreviousVersion, saveKeepingPrevious } from "./previous-versions";
import { readQueue } from "./queue";
import { createRepository } from "./repository";

let db: LecternDB;
const database = () => db;
const at = new Date("2026-03-01T10:00:00.000Z");

beforeEach(async () => {
  db = new LecternDB(newId());
  await db.open();
});
afterEach(() => deleteUserDatabase(db));

const versionsOf = (id: string) =>
  db.previous_versions.where({ collection: "notes", record_id: id }).toArray();

describe("previous versions (issue 13 'Earlier versions')", () => {
  it("saveKeepingPrevious stores the replaced record as a previous version and saves the new one, queued", async () => {
    const notes = createRepository("notes", { database, now: () => at });
    const first = await notes.save({ title: "Cells", content: "Version one." });
    const second = await saveKeepingPrevious(
      notes,
      { id: first.id, title: "Cells", content: "Version two." },
      { database, now: at },
    );
    expect(second).toMatchObject({ id: first.id, content: "Version two.", pending: 1 });
    const versions = await versionsOf(first.id);
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({
      collection: "notes",
      record_id: first.id,
      replaced_at: at.toISOString(),
    });
    expect(versions[0]?.record).toMatchObject({ content: "Version one.", title: "Cells" });
    expect(versions[0]?.record).not.toHaveProperty("pending");
    expect((await readQueue(db)).map((op) => op.data.content)).toEqual(["Version one.", "Version two."]);
  });

  it("keeps nothing when there was no record to replace", async () => {
    const notes = createRepository("notes", { database, now: () => at });
    const id = newId();
    await saveKeepingPrevious(notes, { id, title: "New", content: "Text." }, { database, now: at });
    expect(await versionsOf(id)).toEqual([]);
  });

  it("keepPreviousVersion stores a version the user chose not to keep", async () => {
    const id = newId();
    await keepPreviousVersion(
      "notes",
      { id, title: "Draft", content: "Mine.", pending: 1 },
      { database, now: at },
    );
    const versions = await versionsOf(id);
    expect(versions.map((v) => v.record)).toEqual([{ id, title: "Draft", content: "Mine." }]);
  });
});
