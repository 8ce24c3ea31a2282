import { randomUUID } from "node:crypto";

/** Saves a note through the sync push, as a device would; answers it as the generation calls send it. */
export async function saveNote(
  post: (path: string, body: unknown, cookie?: string) => Promise<Response>,
  cookie: string,
  userId: string,
  title: string,
  content: string,
) {
  const now = new Date().toISOString();
  const note = { id: randomUUID(), title, content, tags: [] as string[] };
  const res = await post(
    "/api/sync/push",
    {
      ops: [
        {
          id: randomUUID(),
          type: "notes",
          operation: "update",
          data: { ...note, user_id: userId, created_at: now, updated_at: now },
          timestamp: now,
        },
      ],
    },
    cookie,
  );
  if (!res.ok) throw new Error(`saving the note answered ${res.status}: ${await res.text()}`);
  return note;
}
