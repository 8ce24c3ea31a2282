import { formatWaitlistCount } from "@lectern/core";
import { useWaitlistCount } from "@/data/waitlist/use-waitlist-count";
import { SkipLink } from "@/ui/skip-link";
import { CtaSection } from "./cta-section";
import { FeaturesSection } from "./features-section";
import { HeroSection } from "./hero-section";
import { LandingFooter } from "./landing-footer";
import { LandingHeader } from "./landing-header";
import { StatsSection } from "./stats-section";
import { TestimonialsSection } from "./testimonials-section";

/** The public landing page (spec 1 §2). */
export function LandingPage() {
  // spec 1 §9: the live count, in thousands with a plus above 10000; the fallback 10000 when unreadable.
  const waiting = useWaitlistCount();
  return (
    <div className="flex min-h-dvh flex-col">
      <title>Lectern — study notes for students</title>
      <SkipLink />
      <LandingHeader />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        <HeroSection />
        <FeaturesSection />
        <StatsSection studentsWaiting={waiting.isLoading ? null : formatWaitlistCount(waiting.count)} />
        <TestimonialsSection />
        <CtaSection />
      </main>
      <LandingFooter />
    </div>
  );
}
