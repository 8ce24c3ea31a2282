// Documents left and the tier, for both document screens (spec 2 §2 banner, §5 limits).

import { messages, showsRemainingBanner, UNLIMITED_DOCUMENTS } from "@lectern/core";
import { useEffect, useState } from "react";
import { useRemainingDocuments, warmDocumentEngines } from "@/data/documents";
import { useTier } from "@/data/online/use-tier";

export function useDocumentLimits() {
  const { remaining, isFreeTier, loading } = useRemainingDocuments();
  const tier = useTier();
  // spec 2 §5: "the user must be able to generate" — a free trial that ended, or the limit, with the tier's words.
  const cannotGenerateReason =
    tier.data && !tier.data.canGenerate ? (tier.data.reason ?? messages.tiers.limitReached) : null;
  // Not known (offline with nothing kept): extraction is not blocked; the server still counts what syncs.
  const known = remaining !== null;
  const left = remaining ?? UNLIMITED_DOCUMENTS;
  return {
    loading,
    remaining: left,
    isFreeTier: isFreeTier === true,
    tier: isFreeTier === false ? ("paid" as const) : ("free" as const),
    cannotGenerateReason,
    showBanner: (known && showsRemainingBanner(left)) || cannotGenerateReason !== null,
    blocked: (known && left <= 0) || cannotGenerateReason !== null,
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
