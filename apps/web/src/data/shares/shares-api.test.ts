import { afterEach, describe, expect, it, vi } from "vitest";
import { stubServer } from "@/data/api/stub-server";
import {
  copySharedLink,
  createShareLink,
  listShareLinks,
  openSharedLink,
  revokeShareLink,
} from "./shares-api";

// fetchJson reports a 401 to the session layer, which needs the browser's auth client; none of these answers is a 401.
vi.mock("@/data/auth/session-expiry", () => ({ reportUnauthorized: () => {} }));

// The share-link repository against a stubbed fetch: the paths, methods and bodies it sends (issue 22 §3's server
// API) and every outcome of opening a link.

afterEach(() => vi.unstubAllGlobals());

const NOTE_ID = "5d2c3f0a-4b1e-4c6d-8e9f-1a2b3c4d5e6f";
const content = {
  kind: "note",
  title: "Cells",
  note: null,
  cards: [{ front: "F", back: "B", source: null }],
};

describe("share links repository (issue 22 §3)", () => {
  it("makes, lists and revokes the owner's links", async () => {
    const sent = stubServer((path) => ({
      status: path === "/api/shares" ? 201 : 200,
      body: path.startsWith("/api/shares?") ? { links: [{ id: "a" }] } : { id: "a", url: "u", token: "t" },
    }));
    expect(await createShareLink({ kind: "deck", noteId: NOTE_ID, expiresInDays: 7 })).toMatchObject({
      url: "u",
    });
    expect(await listShareLinks(NOTE_ID)).toEqual([{ id: "a" }]);
    await revokeShareLink("a/b");
    expect(sent).toEqual([
      { path: "/api/shares", method: "POST", body: { kind: "deck", noteId: NOTE_ID, expiresInDays: 7 } },
      { path: `/api/shares?noteId=${NOTE_ID}`, method: "GET", body: undefined },
      { path: "/api/shares/a%2Fb", method: "DELETE", body: undefined },
    ]);
  });

  it("opening a link: its content, 'not available' for a 404, the server's words for anything else", async () => {
    stubServer(() => ({ body: content }));
    expect(await openSharedLink("tok")).toEqual({ status: "ok", content });
    stubServer(() => ({ status: 404, body: { error: "Shared link not found" } }));
    expect(await openSharedLink("gone")).toEqual({ status: "not-found" });
    stubServer(() => ({ status: 429, body: { error: "Too many shared links opened" } }));
    expect(await openSharedLink("busy")).toEqual({
      status: "failed",
      message: "Too many shared links opened",
    });
  });

  it("'Add to my notes' posts to the token's copy route and answers the new note's id", async () => {
    const sent = stubServer(() => ({ status: 201, body: { noteId: NOTE_ID } }));
    expect(await copySharedLink("a b")).toEqual({ noteId: NOTE_ID });
    expect(sent).toEqual([{ path: "/api/shared/a%20b/copy", method: "POST", body: {} }]);
  });
});
