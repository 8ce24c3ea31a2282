import { QuoteIcon } from "lucide-react";
import { TESTIMONIALS } from "./landing-content";

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();
}

export function TestimonialsSection() {
  return (
    <section id="testimonials" aria-labelledby="testimonials-title" className="border-t bg-muted/40 py-20">
      <div className="mx-auto w-full max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">Testimonials</p>
          <h2
            id="testimonials-title"
            className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            Students who tried it early
          </h2>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map(({ quote, name, course }) => (
            <li key={name}>
              <figure className="flex h-full flex-col gap-6 rounded-xl border bg-card p-6 shadow-sm">
                <QuoteIcon className="size-6 text-primary" aria-hidden="true" />
                <blockquote className="flex-1 leading-relaxed">
                  <p>“{quote}”</p>
                </blockquote>
                <figcaption className="flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-10 items-center justify-center rounded-full bg-accent text-sm font-semibold text-accent-foreground"
                  >
                    {initialsOf(name)}
                  </span>
                  <span className="flex flex-col">
                    <span className="font-semibold">{name}</span>
                    <span className="text-sm text-muted-foreground">{course}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
