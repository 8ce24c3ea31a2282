import { SkipLink } from "@/ui/skip-link";
import { CtaSection } from "./cta-section";
import { FeaturesSection } from "./features-section";
import { HeroSection } from "./hero-section";
import { Island } from "./island";
import { LandingFooter } from "./landing-footer";
import { LandingHeader } from "./landing-header";
import { StatsSlot } from "./stats-slot";
import { TestimonialsSection } from "./testimonials-section";

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
        <Island name="stats">
          <StatsSlot />
        </Island>
        <TestimonialsSection />
        <CtaSection />
      </main>
      <LandingFooter />
    </div>
  );
}
