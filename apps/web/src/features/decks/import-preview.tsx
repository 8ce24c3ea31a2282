import { DECK_PREVIEW_CARDS, messages } from "@lectern/core";
import { useId } from "react";
import type { ImportPlan } from "@/data/decks";

const t = messages.decks;

/** The count, what is skipped and why, and the first cards as they will be saved. */
export function ImportPreview({ plan, media }: { plan: ImportPlan; media: number }) {
  const id = useId();
  const first = plan.cards.slice(0, DECK_PREVIEW_CARDS);
  const skipped = [
    plan.duplicates > 0 && t.duplicatesSkipped(plan.duplicates),
    plan.incomplete > 0 && t.incompleteSkipped(plan.incomplete),
    plan.tooLong > 0 && t.tooLongSkipped(plan.tooLong),
    media > 0 && t.mediaIgnored(media),
  ].filter((line): line is string => Boolean(line));
  return (
    <section className="flex flex-col gap-4 rounded-xl border bg-card p-4 sm:p-6" aria-labelledby={`${id}-h`}>
      <div className="flex flex-col gap-1">
        <h2 id={`${id}-h`} className="text-lg font-semibold">
          {t.previewHeading}
        </h2>
        <p className="text-base font-medium" data-testid="import-count">
          {t.previewCount(plan.cards.length)}
        </p>
        {skipped.length > 0 && (
          <ul className="list-disc pl-5 text-sm text-muted-foreground" data-testid="import-skipped">
            {skipped.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </div>
      {first.length > 0 && (
        <div className="overflow-x-auto">
          <table
            className="w-full min-w-[20rem] table-fixed border-collapse text-sm"
            data-testid="import-preview"
          >
            <caption className="mb-2 text-left text-muted-foreground">{t.previewFirst(first.length)}</caption>
            <thead>
              <tr className="border-b text-left">
                <th scope="col" className="w-2/5 py-2 pr-3 font-medium">
                  {t.front}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t.back}
                </th>
                <th scope="col" className="hidden w-1/5 py-2 font-medium sm:table-cell">
                  {t.tags}
                </th>
              </tr>
            </thead>
            <tbody>
              {first.map((card) => (
                <tr key={card.front} className="border-b align-top last:border-0">
                  <td className="py-2 pr-3 break-words whitespace-pre-wrap">{card.front}</td>
                  <td className="py-2 pr-3 break-words whitespace-pre-wrap text-muted-foreground">
                    {card.back}
                  </td>
                  <td className="hidden py-2 break-words text-muted-foreground sm:table-cell">
                    {card.tags.join(" ")}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
