import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/ui/card";
import { FEATURES } from "./landing-content";

export function FeaturesSection() {
  return (
    <section id="features" aria-labelledby="features-title" className="border-t bg-muted/40 py-20">
      <div className="mx-auto w-full max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">Features</p>
          <h2 id="features-title" className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            Everything you need to learn from every lecture
          </h2>
          <p className="mt-4 text-muted-foreground">
            From the first word of a lecture to the last review before the exam, Lectern keeps it in one
            place.
          </p>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {FEATURES.map(({ title, description, Icon }) => (
            <li key={title}>
              <Card className="h-full transition-shadow hover:shadow-md">
                <CardHeader>
                  <span className="mb-2 flex size-11 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <CardTitle>{title}</CardTitle>
                </CardHeader>
                <CardContent>
                  <CardDescription className="text-base leading-relaxed">{description}</CardDescription>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
