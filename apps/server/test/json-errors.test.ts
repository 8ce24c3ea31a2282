import net from "node:net";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { jsonErrorBodies } from "../src/http/errors.ts";
import { listen } from "../src/server.ts";

/** Writes raw bytes to the server and reads the whole answer (the connection is closed by the request). */
function raw(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.end(text));
    let answer = "";
    socket.on("data", (d) => (answer += d));
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
  });
}

describe("errors are JSON even when no handler of ours wrote them (issue 12, DESIGN §8)", () => {
  it("a library's empty or text error under /api leaves as { error } with its status and headers", async () => {
    const app = new Hono();
    app.use("/api/*", jsonErrorBodies());
    app.get("/api/empty", () => new Response(null, { status: 500, headers: { "x-kept": "yes" } }));
    app.get(
      "/api/text",
      () => new Response("nope", { status: 415, headers: { "content-type": "text/plain" } }),
    );
    app.get("/api/json", () => Response.json({ message: "theirs" }, { status: 400 }));
    app.get("/api/ok", () => new Response("fine"));

    const empty = await app.request("/api/empty");
    expect(empty.status).toBe(500);
    expect(empty.headers.get("x-kept")).toBe("yes");
    expect(await empty.json()).toEqual({ error: "Internal Server Error" });
    const text = await app.request("/api/text");
    expect(text.status).toBe(415);
    expect(await text.json()).toEqual({ error: "Unsupported Media Type" });
    // a JSON error is the handler's own answer, and a success is not touched
    expect(await (await app.request("/api/json")).json()).toEqual({ message: "theirs" });
    expect(await (await app.request("/api/ok")).text()).toBe("fine");
  });

  it("a request the HTTP adapter cannot build (no or a broken Host) answers 400 JSON", async () => {
    const server = await listen(() => new Response("reached"), 0, "127.0.0.1");
    const { port } = server.address() as net.AddressInfo;
    try {
      for (const request of [
        "GET /api/health HTTP/1.0\r\n\r\n",
        "GET /api/health HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n",
      ]) {
        const answer = await raw(port, request);
        expect(answer, request).toMatch(/^HTTP\/1\.[01] 400/);
        expect(answer.toLowerCase()).toContain("content-type: application/json");
        expect(answer).toContain('{"error":"Malformed request"}');
      }
      expect(await raw(port, "GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")).toContain(
        "reached",
      );
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
