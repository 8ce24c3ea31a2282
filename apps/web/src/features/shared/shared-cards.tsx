import { messages } from "@lectern/core";
import { useState } from "react";
import type { SharedCard } from "@/data/shares";
import { FlipCard } from "@/ui/flip-card";
import { MarkdownView } from "@/ui/markdown/markdown-view";

const text = messages.shares;

/** The shared cards, each turned over by a click, a tap or Space/Enter to see its back (issue 22 §3). */
export function SharedCards({ cards }: { cards: SharedCard[] }) {
  return (
    <section aria-labelledby="shared-cards-heading" className="grid gap-3">
      <h2 id="shared-cards-heading" className="text-lg font-semibold">
        {text.cardsHeading(cards.length)}
      </h2>
      {cards.length === 0 ? (
        <p className="text-sm text-muted-foreground">{text.noCards}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2" data-testid="shared-cards">
          {cards.map((card, i) => (
            // cards carry no id in a share (nothing of the owner's records): their order is their identity
            // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
            <SharedCardItem key={i} card={card} />
          ))}
        </ul>
      )}
    </section>
  );
}

function SharedCardItem({ card }: { card: SharedCard }) {
  const [flipped, setFlipped] = useState(false);
  return (
    <li>
      <FlipCard
        flipped={flipped}
        onFlip={() => setFlipped((f) => !f)}
        faceClassName="min-h-32 p-4 sm:p-4"
        data-testid="shared-card"
        front={
          <span className="font-medium break-words" data-testid="shared-card-front">
            <MarkdownView variant="inline" links={false} content={card.front} />
          </span>
        }
        frontHint={text.showBack}
        back={
          <span className="text-sm break-words" data-testid="shared-card-back">
            <MarkdownView variant="inline" links={false} content={card.back} />
          </span>
        }
        backHint={text.showFront}
      />
    </li>
  );
}
