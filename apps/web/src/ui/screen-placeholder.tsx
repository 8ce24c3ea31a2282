import type { ReactNode } from "react";

/** A screen's title and a note that it is still being built; later issues replace these. */
export function ScreenPlaceholder({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-2 px-4 py-8 sm:px-6 lg:px-8">
      <title>{`${title} · Lectern`}</title>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      <p className="text-muted-foreground">This screen is being built.</p>
      {children}
    </div>
  );
}
