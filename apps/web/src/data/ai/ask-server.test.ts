import { describe, expect, it, vi } from "vitest";
import { askServer, SERVER_ATTEMPTS } from "./ask-server";
import { AnswerLostError, GenerationError, ServerUnreachableError } from "./errors";

describe("askServer (issue 13: a dropped connection is asked again under the same request)", () => {
  it("answers at once when the server answers", async () => {
    const ask = vi.fn(async () => "cards");
    expect(await askServer(ask)).toBe("cards");
    expect(ask).toHaveBeenCalledOnce();
  });

  it("asks once more when the answer was lost, and takes the second answer", async () => {
    const ask = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new AnswerLostError(new Error("socket hang up")))
      .mockResolvedValueOnce("the run's saved cards");
    expect(await askServer(ask)).toBe("the run's saved cards");
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it("is null after every attempt went unanswered (the device takes over)", async () => {
    const ask = vi.fn(async () => {
      throw new ServerUnreachableError(new TypeError("Failed to fetch"));
    });
    expect(await askServer(ask)).toBeNull();
    expect(ask).toHaveBeenCalledTimes(SERVER_ATTEMPTS);
  });

  it("does not ask again after an answer that says no, nor after Cancel", async () => {
    const refused = vi.fn(async () => {
      throw new GenerationError("Failed to create flashcards: Note not found or access denied...", 404);
    });
    await expect(askServer(refused)).rejects.toBeInstanceOf(GenerationError);
    expect(refused).toHaveBeenCalledOnce();

    const controller = new AbortController();
    const cancelled = vi.fn(async () => {
      controller.abort();
      throw new ServerUnreachableError();
    });
    await expect(askServer(cancelled, controller.signal)).rejects.toBeInstanceOf(ServerUnreachableError);
    expect(cancelled).toHaveBeenCalledOnce();
  });
});
