import { type CardSeparator, messages, type TermSeparator } from "@lectern/core";
import { useId } from "react";
import { Input } from "@/ui/input";

const t = messages.decks;

interface Choice<K extends string> {
  kind: K;
  label: string;
}

function SeparatorChoice<K extends string>({
  legend,
  name,
  choices,
  kind,
  custom,
  onChange,
}: {
  legend: string;
  name: string;
  choices: Choice<K>[];
  kind: K | "custom";
  custom: string;
  onChange: (kind: K | "custom", custom: string) => void;
}) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {[...choices, { kind: "custom" as const, label: t.separatorCustom }].map((choice) => (
          <label key={choice.kind} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={name}
              value={choice.kind}
              checked={kind === choice.kind}
              onChange={() => onChange(choice.kind, custom)}
              className="size-4 accent-primary"
            />
            {choice.label}
          </label>
        ))}
        {kind === "custom" && (
          <>
            <label htmlFor={id} className="sr-only">
              {`${legend}: ${t.customSeparator}`}
            </label>
            <Input
              id={id}
              className="h-8 w-28"
              value={custom}
              onChange={(event) => onChange("custom", event.target.value)}
              data-testid={`${name}-custom`}
            />
          </>
        )}
      </div>
    </fieldset>
  );
}

export interface SeparatorsStepProps {
  term: TermSeparator;
  onTermChange: (term: TermSeparator) => void;
  card: CardSeparator;
  onCardChange: (card: CardSeparator) => void;
}

/** Quizlet: the separators the user chose on Quizlet's export screen. */
export function SeparatorsStep({ term, onTermChange, card, onCardChange }: SeparatorsStepProps) {
  const id = useId();
  return (
    <section className="flex flex-col gap-4 rounded-xl border bg-card p-4 sm:p-6" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="text-lg font-semibold">
        {t.separatorsHeading}
      </h2>
      <SeparatorChoice
        legend={t.termSeparator}
        name="term-separator"
        choices={[
          { kind: "tab", label: t.separatorTab },
          { kind: "comma", label: t.separatorComma },
        ]}
        kind={term.kind}
        custom={term.kind === "custom" ? term.text : ""}
        onChange={(kind, text) => onTermChange(kind === "custom" ? { kind, text } : { kind })}
      />
      <SeparatorChoice
        legend={t.cardSeparator}
        name="card-separator"
        choices={[
          { kind: "newline", label: t.separatorNewLine },
          { kind: "semicolon", label: t.separatorSemicolon },
        ]}
        kind={card.kind}
        custom={card.kind === "custom" ? card.text : ""}
        onChange={(kind, text) => onCardChange(kind === "custom" ? { kind, text } : { kind })}
      />
    </section>
  );
}
