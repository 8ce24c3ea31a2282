import { messages, UNLIMITED_DOCUMENTS } from "@lectern/core";
import { Link } from "react-router";
import { useTier } from "@/data/online";
import { Button } from "@/ui/button";
import { OfflineDataNotice } from "@/ui/offline-data-notice";
import { Spinner } from "@/ui/spinner";
import { SettingsSection } from "./settings-section";

const t = messages.tiers;

/**
 * The student's plan as the server decides it (GET /api/tier): online-only data, kept on the device for
 * 5 minutes and marked when shown offline (spec 1 §9).
 */
export function PlanSection() {
  const { data: tier, savedAt, offline, isLoading, error } = useTier();
  return (
    <SettingsSection id="plan" title="Plan" description="What your plan lets you generate.">
      <div className="flex flex-col gap-3 text-sm" data-testid="plan-details">
        {offline && <OfflineDataNotice savedAt={tier ? savedAt : undefined} />}
        {isLoading && <Spinner label={messages.app.loading} showLabel />}
        {!tier && !isLoading && !offline && error && <p role="alert">{error.message}</p>}
        {tier && (
          <>
            <p className="text-base font-medium" data-testid="plan-name">
              {tier.tier === "free" ? t.freeTier : tier.planName}
            </p>
            <p>
              {tier.remaining >= UNLIMITED_DOCUMENTS
                ? "Unlimited documents"
                : t.documentsRemaining(tier.remaining)}
            </p>
            {tier.trialEndsAt && (
              <p className="text-muted-foreground">
                Free access until {new Date(tier.trialEndsAt).toLocaleDateString()}
              </p>
            )}
            {!tier.canGenerate && tier.reason && <p role="alert">{tier.reason}</p>}
            {tier.tier === "free" && (
              <Button asChild variant="outline" className="self-start">
                <Link to="/subscription">{t.upgrade}</Link>
              </Button>
            )}
          </>
        )}
      </div>
    </SettingsSection>
  );
}
