import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DeckWorkerRequest } from "./deck-worker-protocol";

// The page's side of the deck worker with a stand-in Worker (Node has none): which worker a request goes to.
class FakeWorker {
  static started: FakeWorker[] = [];
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: { message: string }) => void) | null = null;
  requests: DeckWorkerRequest[] = [];
  terminated = false;
  constructor() {
    FakeWorker.started.push(this);
  }
  postMessage(request: DeckWorkerRequest) {
    this.requests.push(request);
    queueMicrotask(() =>
      this.onmessage?.({
        data: { kind: "readApkg", result: { ok: true, cards: [], media: 0, reviews: 0, deckName: null } },
      }),
    );
  }
  terminate() {
    this.terminated = true;
  }
}

let engine: typeof import("./deck-engine");
beforeEach(async () => {
  FakeWorker.started = [];
  vi.stubGlobal("Worker", FakeWorker);
  vi.resetModules();
  engine = await import("./deck-engine");
});
afterEach(() => vi.unstubAllGlobals());

describe("prepareDeckWorker (issue 22: the read starts on a worker that is already loading sql.js)", () => {
  it("starts the worker ahead and the next request uses it, then ends it", async () => {
    const release = engine.prepareDeckWorker();
    expect(FakeWorker.started).toHaveLength(1);
    const read = await engine.readApkgInWorker(new Uint8Array([1, 2, 3]));
    expect(read.ok).toBe(true);
    expect(FakeWorker.started).toHaveLength(1);
    const [worker] = FakeWorker.started;
    expect(worker?.requests.map((r) => r.kind)).toEqual(["readApkg"]);
    expect(worker?.terminated).toBe(true);
    // A later request starts its own; releasing does not touch a worker a request took.
    release();
    await engine.readApkgInWorker(new Uint8Array([4]));
    expect(FakeWorker.started).toHaveLength(2);
  });

  it("ends the prepared worker when the screen goes away unused; preparing twice starts one", () => {
    const release = engine.prepareDeckWorker();
    const again = engine.prepareDeckWorker();
    expect(FakeWorker.started).toHaveLength(1);
    release();
    again();
    expect(FakeWorker.started[0]?.terminated).toBe(true);
  });
});
