import { vi } from "vitest";

// Unit tests of the repositories (billing, shares): fetch stubbed by an answer per path, recording what was sent.
// Test-only: imported by *.test.ts files, never by the app. Undo with vi.unstubAllGlobals().

export type Sent = { path: string; method: string; body: unknown };

/** Stubs the global fetch with `answer`; returns the requests as they are sent (path, method, JSON body). */
export function stubServer(answer: (path: string) => { status?: number; body: unknown }): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal("fetch", async (path: string, init: RequestInit = {}) => {
    sent.push({
      path,
      method: init.method ?? "GET",
      body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
    });
    const { status = 200, body } = answer(path);
    return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  });
  return sent;
}
