import { lazy, Suspense } from "react";
import { SkipLink } from "@/ui/skip-link";
import { usePageLoaded } from "@/ui/use-page-loaded";
import { CtaSection } from "./cta-section";
import { FeaturesSection } from "./features-section";
import { HeroSection } from "./hero-section";
import { LandingFooter } from "./landing-footer";
import { LandingHeader } from "./landing-header";
import { StatsSection } from "./stats-section";
import { TestimonialsSection } from "./testimonials-section";

// issue 18 §1: the count's query and message code load after the page; the section shows its placeholder until then.
const LiveStatsSection = lazy(() =>
  import("./live-stats-section").then((m) => ({ default: m.LiveStatsSection })),
);

/**
 * The public landing page (spec 1 §2). Prerendered at build (vite-plugins/prerender-landing.ts) and hydrated, so
 * its first render must not depend on the browser, the signed-in state or the date (issue 18 §1).
 */
export function LandingPage() {
  return (
    <div className="flex min-h-dvh flex-col">
      <title>Lectern — study notes for students</title>
      <SkipLink />
      <LandingHeader />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        <HeroSection />
        <FeaturesSection />
        <StatsSlot />
        <TestimonialsSection />
        <CtaSection />
      </main>
      <LandingFooter />
    </div>
  );
}

/** The stats with their placeholder until the page has loaded, then the live count (a slot, so only it re-renders). */
function StatsSlot() {
  const pageLoaded = usePageLoaded();
  const statsLoading = <StatsSection studentsWaiting={null} />;
  if (!pageLoaded) return statsLoading;
  return (
    <Suspense fallback={statsLoading}>
      <LiveStatsSection />
    </Suspense>
  );
}
