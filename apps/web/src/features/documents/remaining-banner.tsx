import { FREE_TIER, messages } from "@lectern/core";
import { Alert } from "@/ui/alert";
import type { DocumentLimits } from "./use-document-limits";

/**
 * spec 2 §2: shown only below 999999 documents left; at 0 (or when the user cannot generate, e.g. a free trial
 * that ended) it gives the tier's message instead, and the screen blocks selection and processing (spec 2 §5).
 */
export function RemainingBanner({ limits }: { limits: DocumentLimits }) {
  if (!limits.showBanner) return null;
  if (limits.blocked) {
    return (
      <Alert variant="error" data-testid="remaining-banner">
        <p>{limits.cannotGenerateReason ?? messages.tiers.lifetimeLimit(FREE_TIER.lifetimeDocuments)}</p>
      </Alert>
    );
  }
  return (
    <Alert variant="info" data-testid="remaining-banner">
      <p>{messages.tiers.documentsRemaining(limits.remaining)}</p>
    </Alert>
  );
}
