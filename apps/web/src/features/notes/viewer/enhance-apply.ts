// What 'Apply to note' writes when the note changed while the enhance dialog was open (issue 13 Deliver 3:
// "the same with two tabs and the enhance dialog"). The enhanced text was made from the note as it was when the
// dialog opened (its base); another device's change pulled in since, or another tab's save, is the stored note
// now. Writing the enhanced text over it would drop that change with nothing kept, and the save would not even
// come back stale: the device's copy, whose version the save builds on, already is the newer one.

import { threeWayMergeText } from "@lectern/core";

export type EnhanceApply =
  /** The note did not change: the enhanced text, as shown. */
  | { kind: "enhanced"; content: string }
  /** The note changed in other lines than enhance did: both, merged three-way from the base. */
  | { kind: "merged"; content: string }
  /**
   * Both changed the same lines: the enhanced text, as the student chose to apply it, and the stored note it
   * replaces is kept as an earlier version.
   */
  | { kind: "replaced"; content: string };

/** The content to save for 'Apply to note', from the enhance's base, its result and the note stored now. */
export function enhanceToApply(base: string, enhanced: string, stored: string): EnhanceApply {
  if (stored === base) return { kind: "enhanced", content: enhanced };
  const merge = threeWayMergeText(base, enhanced, stored);
  if (merge.status === "merged") return { kind: "merged", content: merge.text };
  return { kind: "replaced", content: enhanced };
}
