import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { createVerifiedUser, expect, signInThroughUi, type TestUser } from "./fixtures.ts";

// Shared by the notes-list specs. Notes are seeded the way another device would make them: pushed through the
// sync API as the signed-in user, then pulled by the app on load.

export type SeedNote = {
  title: string;
  content?: string;
  tags?: string[];
  subject?: string;
  type?: "manual" | "recording" | "document" | "scan";
  duration?: number | null;
  updated_at?: string;
};
export type Seeded = SeedNote & { id: string };

export const MINUTE = 60_000;
export const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE).toISOString();

export async function userId(page: Page): Promise<string> {
  const res = await page.context().request.get("/api/auth/get-session");
  const session = (await res.json()) as { user: { id: string } };
  return session.user.id;
}

type Op = { type: string; data: Record<string, unknown> };
type PushResult = { status: string; reason?: string };

/** Pushes records as the page's signed-in user, as another device would; answers each op's result. */
export async function pushAs(page: Page, ops: Op[]): Promise<PushResult[]> {
  const baseURL = process.env.E2E_BASE_URL as string;
  const owner = await userId(page);
  const at = new Date().toISOString();
  const res = await page.context().request.post(`${baseURL}/api/sync/push`, {
    headers: { origin: baseURL },
    data: {
      ops: ops.map((op) => ({
        id: randomUUID(),
        type: op.type,
        operation: "update",
        timestamp: at,
        data: { user_id: owner, created_at: at, updated_at: at, ...op.data },
      })),
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { results: PushResult[] }).results;
}

/** Pushes notes as the page's signed-in user (100 ops per push, the API's ceiling). */
export async function seedNotes(page: Page, notes: SeedNote[]): Promise<Seeded[]> {
  const owner = await userId(page);
  const baseURL = process.env.E2E_BASE_URL as string;
  const seeded = notes.map((note) => ({ ...note, id: randomUUID() }));
  for (let start = 0; start < seeded.length; start += 100) {
    const ops = seeded.slice(start, start + 100).map((note) => {
      const at = note.updated_at ?? new Date().toISOString();
      return {
        id: randomUUID(),
        type: "notes",
        operation: "update",
        timestamp: at,
        data: {
          id: note.id,
          user_id: owner,
          title: note.title,
          content: note.content ?? "",
          tags: note.tags ?? [],
          subject: note.subject ?? "General",
          type: note.type ?? "manual",
          duration: note.duration ?? null,
          created_at: at,
          updated_at: at,
        },
      };
    });
    const res = await page.context().request.post(`${baseURL}/api/sync/push`, {
      headers: { origin: baseURL },
      data: { ops },
    });
    expect(res.status(), await res.text()).toBe(200);
    const { results } = (await res.json()) as { results: Array<{ status: string }> };
    expect(results.map((r) => r.status)).toEqual(ops.map(() => "applied"));
  }
  return seeded;
}

/** The server's copy of one note (a tombstone included), as another device would pull it. */
export async function serverNote(page: Page, id: string) {
  const res = await page.context().request.get("/api/sync/pull?since=0&limit=500");
  const { changes } = (await res.json()) as {
    changes: Array<{ collection: string; record: SeedNote & { id: string; deleted_at: string | null } }>;
  };
  const found = changes.find((c) => c.collection === "notes" && c.record.id === id)?.record;
  return found && { title: found.title, deleted: found.deleted_at !== null };
}

export const list = (page: Page) => page.getByRole("list", { name: "Your notes" });
export const cardTitles = (page: Page) => list(page).getByRole("heading", { level: 2 }).allTextContents();
export const count = (page: Page) => page.getByTestId("notes-count");
export const emptyState = (page: Page) => page.getByTestId("notes-empty-state");

export async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

export async function openNotes(page: Page, expectedCount: number) {
  await page.goto("/notes");
  await expect(page.getByRole("heading", { name: "Notes", level: 1 })).toBeVisible();
  await expect(count(page)).toHaveText(`${expectedCount} ${expectedCount === 1 ? "note" : "notes"}`);
}

export async function signedIn(
  page: Page,
  request: Parameters<typeof createVerifiedUser>[0],
): Promise<TestUser> {
  const user = await createVerifiedUser(request);
  await signInThroughUi(page, user);
  return user;
}

/** The id of the user's live note with this title, read from the device's own store. */
export async function noteIdByTitle(page: Page, title: string): Promise<string> {
  let id: string | null = null;
  await expect
    .poll(async () => {
      id = await page.evaluate(async (wanted) => {
        const request = <T>(r: IDBRequest<T>) =>
          new Promise<T>((resolve, reject) => {
            r.onsuccess = () => resolve(r.result);
            r.onerror = () => reject(r.error);
          });
        const names = (await indexedDB.databases()).map((d) => d.name ?? "");
        for (const name of names.filter((n) => n.startsWith("lectern-user-"))) {
          const db = await request(indexedDB.open(name));
          const notes = (await request(db.transaction("notes").objectStore("notes").getAll())) as Array<{
            id: string;
            title: string;
            deleted_at: string | null;
          }>;
          db.close();
          const found = notes.find((n) => n.title === wanted && !n.deleted_at);
          if (found) return found.id;
        }
        return null;
      }, title);
      return id;
    })
    .not.toBeNull();
  return id as unknown as string;
}
