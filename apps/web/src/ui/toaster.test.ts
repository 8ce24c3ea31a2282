import { beforeEach, describe, expect, it, vi } from "vitest";

const toast = vi.hoisted(() => ({
  success: vi.fn(),
  error: vi.fn(),
  info: vi.fn(),
  warning: vi.fn(),
  loading: vi.fn(),
  dismiss: vi.fn(),
}));
vi.mock("sonner", () => ({ toast, Toaster: () => null }));

const { notify } = await import("./toaster");

describe("notify", () => {
  beforeEach(() => vi.clearAllMocks());

  it("shows toasts raised before sonner has loaded, in order, once it has (issue 18 §1)", async () => {
    notify.info("first");
    notify.error("second");
    expect(toast.info).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(toast.info).toHaveBeenCalledWith("first", undefined);
    expect(toast.info.mock.invocationCallOrder[0]).toBeLessThan(toast.error.mock.invocationCallOrder[0] ?? 0);
  });

  it("shows successes for 2 s and errors for 5 s (spec 1 §9)", () => {
    notify.success("Note saved successfully");
    notify.error("Failed to save note. Please try again.");
    expect(toast.success).toHaveBeenCalledWith("Note saved successfully", { duration: 2000 });
    expect(toast.error).toHaveBeenCalledWith("Failed to save note. Please try again.", { duration: 5000 });
  });

  it("lets a caller override the duration", () => {
    notify.info("Syncing 4 pending changes...", { duration: 5000 });
    expect(toast.info).toHaveBeenCalledWith("Syncing 4 pending changes...", { duration: 5000 });
    notify.success("Done", { duration: 100 });
    expect(toast.success).toHaveBeenCalledWith("Done", { duration: 100 });
  });
});
