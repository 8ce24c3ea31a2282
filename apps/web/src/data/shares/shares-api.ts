// Share links (issue 22 §3): online-only server calls. A link lives on the server (its token is shown once, when
// made), so these are not synced records; a copied note arrives on the device by sync like any server write.

import { ApiError } from "../api/api-error";
import { fetchJson } from "../api/fetch-json";

export type ShareKind = "note" | "deck";
export type ShareLink = {
  id: string;
  kind: ShareKind;
  note_id: string | null;
  created_at: string;
  expires_at: string | null;
};
export type NewShareLink = ShareLink & { url: string; token: string };
export type ExpiryDays = 7 | 30 | null;

export type SharedCard = { front: string; back: string; source: string | null };
export type SharedContent = {
  kind: ShareKind;
  title: string;
  note: { title: string; content: string; tags: string[]; subject: string; created_at: string } | null;
  cards: SharedCard[];
};

/** Every outcome of opening a link: its content, the one "not available" (404), too many opens, or a failure. */
export type OpenedShare =
  | { status: "ok"; content: SharedContent }
  | { status: "not-found" }
  | { status: "failed"; message: string };

export function createShareLink(input: {
  kind: ShareKind;
  noteId: string | null;
  expiresInDays: ExpiryDays;
}): Promise<NewShareLink> {
  return fetchJson<NewShareLink>("/api/shares", { method: "POST", body: JSON.stringify(input) });
}

export async function listShareLinks(noteId: string): Promise<ShareLink[]> {
  const { links } = await fetchJson<{ links: ShareLink[] }>(
    `/api/shares?noteId=${encodeURIComponent(noteId)}`,
  );
  return links;
}

export async function revokeShareLink(id: string): Promise<void> {
  await fetchJson(`/api/shares/${encodeURIComponent(id)}`, { method: "DELETE" });
}

/** Opens a shared link without a session. */
export async function openSharedLink(token: string): Promise<OpenedShare> {
  try {
    const content = await fetchJson<SharedContent>(`/api/shared/${encodeURIComponent(token)}`);
    return { status: "ok", content };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { status: "not-found" };
    return { status: "failed", message: error instanceof Error ? error.message : String(error) };
  }
}

/** Copies a shared note (with its cards) into the signed-in user's account; the new note's id (null: loose cards). */
export async function copySharedLink(token: string): Promise<{ noteId: string | null }> {
  return fetchJson<{ noteId: string | null }>(`/api/shared/${encodeURIComponent(token)}/copy`, {
    method: "POST",
    body: "{}",
  });
}
