import { SkipLink } from "@/ui/skip-link";
import { CtaSection } from "./cta-section";
import { FeaturesSection } from "./features-section";
import { HeroSection } from "./hero-section";
import { LandingFooter } from "./landing-footer";
import { LandingHeader } from "./landing-header";
import { StatsSection } from "./stats-section";
import { TestimonialsSection } from "./testimonials-section";

// spec 1 §9: the waitlist fallback count, shown in thousands with a plus. The waitlist issue makes it live.
const STUDENTS_WAITING = "10K+";

/** The public landing page (spec 1 §2). */
export function LandingPage() {
  return (
    <div className="flex min-h-dvh flex-col">
      <title>Lectern — study notes for students</title>
      <SkipLink />
      <LandingHeader />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        <HeroSection />
        <FeaturesSection />
        <StatsSection studentsWaiting={STUDENTS_WAITING} />
        <TestimonialsSection />
        <CtaSection />
      </main>
      <LandingFooter />
    </div>
  );
}
