import type { LegalSection } from "./legal-content";

export type LegalPageProps = {
  title: string;
  updated: string;
  intro: string;
  sections: readonly LegalSection[];
};

/** A short legal page: title, date, an introduction and numbered sections. */
export function LegalPage({ title, updated, intro, sections }: LegalPageProps) {
  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <title>{`${title} · Lectern`}</title>
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="text-sm text-muted-foreground">Last updated {updated}</p>
      </header>
      <p className="text-lg leading-relaxed text-muted-foreground">{intro}</p>
      {sections.map(({ heading, paragraphs }) => (
        <section key={heading} className="flex flex-col gap-3">
          <h2 className="text-xl font-semibold tracking-tight">{heading}</h2>
          {paragraphs.map((paragraph) => (
            <p key={paragraph} className="leading-relaxed">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
