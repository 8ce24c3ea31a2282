import { messages } from "@lectern/core";
import { afterEach, describe, expect, it } from "vitest";
import { onUnauthorized } from "../auth/session-expiry";
import { ACCOUNT_EXPORT_URL, attachmentFileName, fetchAccountData } from "./account-export";

// issue 18 §6: 'Download my data' is fetched by the page so that a refusal shows its reason, not a failed download.

const answering = (response: Response | Error) => {
  const asked: string[] = [];
  const fetchImpl = (async (url: string) => {
    asked.push(url);
    if (response instanceof Error) throw response;
    return response;
  }) as typeof fetch;
  return { fetchImpl, asked };
};

const jsonAnswer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

let stopListening: (() => void) | null = null;
afterEach(() => stopListening?.());

describe("fetchAccountData", () => {
  it("gives the zip with the name the server gave it", async () => {
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]);
    const server = answering(
      new Response(zip, {
        status: 200,
        headers: {
          "content-type": "application/zip",
          "content-disposition": 'attachment; filename="lectern-data-2026-11-24.zip"',
        },
      }),
    );
    const result = await fetchAccountData(server.fetchImpl);
    expect(server.asked).toEqual([ACCOUNT_EXPORT_URL]);
    if (!result.success) throw new Error(result.error);
    expect(result.fileName).toBe("lectern-data-2026-11-24.zip");
    expect(new Uint8Array(await result.file.arrayBuffer())).toEqual(zip);
  });

  it("shows the export limit's message (429), not a failed download", async () => {
    const limit = messages.account.tooManyExports(540);
    const result = await fetchAccountData(
      answering(jsonAnswer(429, { error: limit }, { "retry-after": "540" })).fetchImpl,
    );
    expect(result).toEqual({ success: false, error: limit });
    expect(limit).toMatch(/in 9 minutes\.$/);
  });

  it("reports a session gone (401) to the app and says the server's message", async () => {
    let reported = 0;
    stopListening = onUnauthorized(() => reported++);
    const result = await fetchAccountData(answering(jsonAnswer(401, { error: "Unauthorized" })).fetchImpl);
    expect(result).toEqual({ success: false, error: "Unauthorized" });
    expect(reported).toBe(1);
  });

  it("says exportFailed for a 5xx, no answer, or an answer that is not JSON", async () => {
    const failed = { success: false, error: messages.account.exportFailed };
    expect(await fetchAccountData(answering(jsonAnswer(500, { error: "boom" })).fetchImpl)).toEqual(failed);
    expect(await fetchAccountData(answering(new TypeError("Failed to fetch")).fetchImpl)).toEqual(failed);
    expect(
      await fetchAccountData(answering(new Response("<html>bad gateway</html>", { status: 400 })).fetchImpl),
    ).toEqual(failed);
  });
});

describe("attachmentFileName", () => {
  it("reads the quoted file name of a Content-Disposition, else none", () => {
    expect(attachmentFileName('attachment; filename="lectern-data-2026-01-02.zip"')).toBe(
      "lectern-data-2026-01-02.zip",
    );
    expect(attachmentFileName("attachment")).toBeNull();
    expect(attachmentFileName(null)).toBeNull();
  });
});
