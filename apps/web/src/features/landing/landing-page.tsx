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

/** The public landing page (spec 1 §2). */
export function LandingPage() {
  const pageLoaded = usePageLoaded();
  const statsLoading = <StatsSection studentsWaiting={null} />;
  return (
    <div className="flex min-h-dvh flex-col">
      <title>Lectern — study notes for students</title>
      <SkipLink />
      <LandingHeader />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        <HeroSection />
        <FeaturesSection />
        {pageLoaded ? (
          <Suspense fallback={statsLoading}>
            <LiveStatsSection />
          </Suspense>
        ) : (
          statsLoading
        )}
        <TestimonialsSection />
        <CtaSection />
      </main>
      <LandingFooter />
    </div>
  );
}
