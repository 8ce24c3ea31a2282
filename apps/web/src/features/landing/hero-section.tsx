import { ArrowRightIcon, CirclePlayIcon, SparklesIcon } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/ui/badge";
import { Button } from "@/ui/button";
import { AppPreview } from "./app-preview";
import { Island } from "./island";
import { WaitlistSlot } from "./waitlist-slot";

export function HeroSection() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-48 left-1/2 -z-10 size-[44rem] -translate-x-1/2 rounded-full bg-primary/15 blur-3xl dark:bg-primary/10"
      />
      <div className="mx-auto grid w-full max-w-6xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 sm:pt-20 lg:grid-cols-[1.1fr_1fr] lg:pb-24">
        <div className="flex flex-col items-start gap-6">
          <Badge variant="soft" className="px-3 py-1 text-sm">
            <SparklesIcon aria-hidden="true" />
            Coming Soon
          </Badge>
          <h1
            id="hero-title"
            className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            Study smarter with <span className="text-primary">Lectern</span>
          </h1>
          <p className="max-w-xl text-lg text-muted-foreground text-pretty">
            Record your lectures and get transcripts in minutes. Turn your notes into flashcards, quizzes and
            summaries — and keep studying offline, wherever the day takes you.
          </p>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Button size="lg" asChild>
              <Link to="/auth/register">
                Sign Up Now
                <ArrowRightIcon aria-hidden="true" />
              </Link>
            </Button>
            <Button size="lg" variant="outline">
              <CirclePlayIcon aria-hidden="true" />
              Watch Demo
            </Button>
          </div>
          <Island name="waitlist">
            <WaitlistSlot />
          </Island>
        </div>
        <AppPreview />
      </div>
    </section>
  );
}
