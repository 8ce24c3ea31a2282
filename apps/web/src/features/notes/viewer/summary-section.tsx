import type { Summary } from "@lectern/core";
import { findPassage } from "./find-passage";
import { ShowInNoteLink } from "./passage-link";

/** The note's summary (spec 1 §7): overview, key points, word count, reading time and complexity. */
export function SummarySection({
  summary,
  content,
  onShowPassage,
}: {
  summary: Summary;
  content: string;
  onShowPassage: (passage: string) => void;
}) {
  return (
    <section aria-labelledby="note-summary" data-testid="note-summary" className="flex flex-col gap-3">
      <h3 id="note-summary" tabIndex={-1} className="text-base font-semibold outline-none">
        Summary
      </h3>
      <p className="leading-relaxed break-words whitespace-pre-wrap">{summary.summary_text}</p>
      <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
        <Stat label="Word count" value={summary.word_count.toLocaleString()} testId="summary-word-count" />
        <Stat label="Reading time" value={`${summary.reading_time} min`} testId="summary-reading-time" />
        <Stat label="Complexity" value={summary.complexity} testId="summary-complexity" />
      </dl>
      {summary.key_points.length > 0 && (
        <div className="flex flex-col gap-2">
          <h4 className="text-sm font-semibold">Key points</h4>
          <ul className="flex list-disc flex-col gap-2 pl-5" data-testid="summary-key-points">
            {summary.key_points.map((point, i) => (
              // Key points may repeat; their order is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={i} className="break-words">
                {point}
                {/* An extractive key point is itself a passage of the note: it links to where it stands. */}
                {findPassage(content, point) && (
                  <div>
                    <ShowInNoteLink passage={point} onShow={onShowPassage} />
                  </div>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex gap-1">
      <dt>{label}:</dt>
      <dd data-testid={testId} className="font-medium text-foreground">
        {value}
      </dd>
    </div>
  );
}
