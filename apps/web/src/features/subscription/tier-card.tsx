import {
  maxFileSizeLabel,
  messages,
  type TierInfo,
  textractPagesLabel,
  tierCardFeatures,
  tierStatusLabel,
} from "@lectern/core";
import { CheckIcon, LockIcon } from "lucide-react";
import { Link } from "react-router";
import { useAuthSession } from "@/data/auth";
import { useTierInfo } from "@/data/billing";
import { Alert } from "@/ui/alert";
import { Badge } from "@/ui/badge";
import { buttonVariants } from "@/ui/button-variants";
import { Card, CardContent, CardHeader, CardTitle } from "@/ui/card";
import { OfflineDataNotice } from "@/ui/offline-data-notice";
import { Spinner } from "@/ui/spinner";

const t = messages.billingScreens;

/**
 * The subscription tier card (spec 2 §2): plan, status, OCR provider, file limit, max file size, Textract pages,
 * the first 3 features, and Upgrade on the free tier. Signed out: 'Sign In Required'.
 */
export function TierCard({ showUpgrade = true }: { showUpgrade?: boolean }) {
  const { user } = useAuthSession();
  const { data: info, savedAt, offline, isLoading, error } = useTierInfo();
  return (
    <Card data-testid="tier-card" aria-labelledby="tier-card-title">
      <CardHeader className="pb-3">
        <CardTitle id="tier-card-title" className="text-base">
          {t.tierCardTitle}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        {!user ? (
          <p className="flex items-center gap-2 font-medium" data-testid="tier-sign-in-required">
            <LockIcon className="size-4" aria-hidden="true" />
            {messages.tiers.signInRequired}
          </p>
        ) : (
          <>
            {offline && <OfflineDataNotice savedAt={info ? savedAt : undefined} testId="tier-offline" />}
            {isLoading && <Spinner label={messages.app.loading} showLabel />}
            {!info && !isLoading && !offline && error && <Alert variant="error">{error.message}</Alert>}
            {info && <TierFacts info={info} showUpgrade={showUpgrade} />}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function TierFacts({ info, showUpgrade }: { info: TierInfo; showUpgrade: boolean }) {
  const { shown, more } = tierCardFeatures(info.features);
  const facts: [string, string, string][] = [
    [t.ocrProvider, info.ocrProvider, "tier-ocr"],
    // spec 2 §6: free users have a lifetime document limit, paid plans lift it.
    [t.fileLimit, info.isFreeTier ? t.documents(info.pageLimit) : t.unlimited, "tier-file-limit"],
    [t.maxFileSize, maxFileSizeLabel(info.maxFileSize), "tier-max-size"],
    [t.textractPages, textractPagesLabel(info.textractPageLimit), "tier-textract"],
  ];
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-lg font-semibold" data-testid="tier-plan">
          {info.planName || messages.tiers.freeTier}
        </p>
        <Badge variant={info.isFreeTier ? "secondary" : "success"} data-testid="tier-status">
          {tierStatusLabel(info.subscriptionStatus)}
        </Badge>
      </div>
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2 md:gap-6">
        <dl className="grid h-fit grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {facts.map(([label, value, testId]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd data-testid={testId}>{value}</dd>
            </div>
          ))}
        </dl>
        {shown.length > 0 && (
          <div>
            <h4 className="sr-only">{t.features}</h4>
            <ul className="flex flex-col gap-1" data-testid="tier-features">
              {shown.map((feature) => (
                <li key={feature} className="flex items-start gap-2">
                  <CheckIcon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                  {feature}
                </li>
              ))}
            </ul>
            {more && (
              <p className="mt-1 text-muted-foreground" data-testid="tier-more-features">
                {more}
              </p>
            )}
          </div>
        )}
      </div>
      {info.isFreeTier && showUpgrade && (
        <Link to="/subscription" className={buttonVariants({ className: "self-start" })}>
          {messages.tiers.upgrade}
        </Link>
      )}
    </>
  );
}
