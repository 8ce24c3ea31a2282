import { describe, expect, it } from "vitest";
import { messages } from "../messages.ts";

describe("sign-out with unsaved changes (issue 13)", () => {
  it("says the count in the issue's words, singular for one", () => {
    expect(messages.auth.unsavedChangesSignOut(3)).toBe(
      "3 changes have not been saved to the server. Sign out anyway?",
    );
    expect(messages.auth.unsavedChangesSignOut(1)).toBe(
      "1 change has not been saved to the server. Sign out anyway?",
    );
  });
});
