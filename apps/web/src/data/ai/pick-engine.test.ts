import { describe, expect, it } from "vitest";
import { pickEngine } from "./pick-engine";

describe("which engine generates (issue 8)", () => {
  it("the server, when online with the note synced and a provider that can run (or unknown)", () => {
    expect(pickEngine({ online: true, notePending: false, serverAvailable: true })).toBe("server");
    expect(pickEngine({ online: true, notePending: false, serverAvailable: null })).toBe("server");
  });
  it("the device when offline, when the server has no provider, or the note has not reached the server", () => {
    expect(pickEngine({ online: false, notePending: false, serverAvailable: true })).toBe("device");
    expect(pickEngine({ online: true, notePending: false, serverAvailable: false })).toBe("device");
    expect(pickEngine({ online: true, notePending: true, serverAvailable: true })).toBe("device");
  });
});
