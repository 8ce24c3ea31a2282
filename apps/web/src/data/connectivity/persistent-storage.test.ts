import { beforeEach, describe, expect, it } from "vitest";
import { requestPersistentStorage, resetPersistentStorageRequest } from "./persistent-storage";

beforeEach(resetPersistentStorageRequest);

describe("requestPersistentStorage (DESIGN §4 keep the device's copy)", () => {
  it("asks once per page load and reports a refusal", async () => {
    let asks = 0;
    const storage = {
      persisted: async () => false,
      persist: async () => {
        asks++;
        return false;
      },
    };
    expect(await requestPersistentStorage(storage)).toEqual({ persisted: false, refused: true });
    expect(await requestPersistentStorage(storage)).toEqual({ persisted: false, refused: true });
    expect(asks).toBe(1);
  });

  it("reports a grant", async () => {
    expect(
      await requestPersistentStorage({ persisted: async () => false, persist: async () => true }),
    ).toEqual({
      persisted: true,
      refused: false,
    });
  });

  it("does not ask again when storage is already persistent", async () => {
    let asked = false;
    const storage = {
      persisted: async () => true,
      persist: async () => {
        asked = true;
        return true;
      },
    };
    expect(await requestPersistentStorage(storage)).toEqual({ persisted: true, refused: false });
    expect(asked).toBe(false);
  });

  it("has nothing to report without the API or when it fails", async () => {
    expect(await requestPersistentStorage(undefined)).toEqual({ persisted: false, refused: false });
    resetPersistentStorageRequest();
    expect(await requestPersistentStorage({})).toEqual({ persisted: false, refused: false });
    resetPersistentStorageRequest();
    const broken = { persist: () => Promise.reject(new Error("SecurityError")) };
    expect(await requestPersistentStorage(broken)).toEqual({ persisted: false, refused: false });
  });
});
