// Documents left and the tier, for both document screens (spec 2 §2 banner, §5 limits).

import { showsRemainingBanner, UNLIMITED_DOCUMENTS } from "@lectern/core";
import { useEffect, useState } from "react";
import { useRemainingDocuments, warmDocumentEngines } from "@/data/documents";

export function useDocumentLimits() {
  const { remaining, isFreeTier, loading } = useRemainingDocuments();
  // Not known (offline with nothing kept): extraction is not blocked; the server still counts what syncs.
  const known = remaining !== null;
  const left = remaining ?? UNLIMITED_DOCUMENTS;
  return {
    loading,
    remaining: left,
    isFreeTier: isFreeTier === true,
    tier: isFreeTier === false ? ("paid" as const) : ("free" as const),
    showBanner: known && showsRemainingBanner(left),
    blocked: known && left <= 0,
  };
}

export type DocumentLimits = ReturnType<typeof useDocumentLimits>;

/**
 * Both screens fetch the engines' files on arrival, so a later visit with no network still extracts (issue 19 §1).
 * The answer ("warming", "ready", "failed") goes on the page as data-engines, for tests that go offline after.
 */
export function useWarmDocumentEngines(): "warming" | "ready" | "failed" {
  const [state, setState] = useState<"warming" | "ready" | "failed">("warming");
  useEffect(() => {
    let live = true;
    warmDocumentEngines().then(
      () => live && setState("ready"),
      // Offline already, or a file failed: extraction reports its own error if it needs the file.
      () => live && setState("failed"),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
