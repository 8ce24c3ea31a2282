export type StatsSectionProps = {
  /** The waitlist counter as shown ("10K+", "1,234"); null while it loads. */
  studentsWaiting: string | null;
};

export function StatsSection({ studentsWaiting }: StatsSectionProps) {
  const stats = [
    { value: studentsWaiting, label: "Students waiting" },
    { value: "95%", label: "Accuracy rate" },
    { value: "3x", label: "Faster learning" },
  ];
  return (
    <section aria-labelledby="stats-title" className="py-16">
      <h2 id="stats-title" className="sr-only">
        Lectern in numbers
      </h2>
      <dl className="mx-auto grid w-full max-w-5xl grid-cols-3 gap-2 px-4 sm:gap-4 sm:px-6">
        {stats.map(({ value, label }) => (
          <div
            key={label}
            className="flex flex-col items-center gap-1 rounded-xl border bg-card px-2 py-5 text-center sm:px-6 sm:py-8"
          >
            <dt className="text-xs font-medium text-muted-foreground sm:text-sm">{label}</dt>
            <dd className="order-first text-2xl font-extrabold tracking-tight text-primary sm:text-4xl">
              {value ?? (
                <>
                  <span
                    aria-hidden="true"
                    className="inline-block h-8 w-16 animate-pulse rounded bg-muted align-middle sm:h-10"
                  />
                  <span className="sr-only">Loading...</span>
                </>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
