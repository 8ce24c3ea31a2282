import { messages } from "@lectern/core";
import { Link, useParams } from "react-router";
import { Alert } from "@/ui/alert";
import { Badge } from "@/ui/badge";
import { Button } from "@/ui/button";
import { Card } from "@/ui/card";
import { MarkdownView } from "@/ui/markdown/markdown-view";
import { Spinner } from "@/ui/spinner";
import { SharedCards } from "./shared-cards";
import { useSharedPage } from "./use-shared-page";

const text = messages.shares;

/**
 * /s/:token (issue 22 §3): a note or deck someone shared, readable without an account, never indexed. The note's
 * Markdown goes through the app's safe renderer (no raw HTML).
 */
export function SharedPage() {
  const { token = "" } = useParams();
  const { opened, signedIn, sessionPending, adding, addError, add } = useSharedPage(token);

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:px-6">
      <meta name="robots" content="noindex" />
      {opened === null && <Spinner label={text.loading} showLabel />}
      {opened?.status === "not-found" && <NotAvailable />}
      {opened?.status === "failed" && <Alert variant="error">{opened.message}</Alert>}
      {opened?.status === "ok" && (
        <>
          <title>{`${opened.content.title} · Lectern`}</title>
          <header className="grid gap-2">
            <p className="text-sm font-semibold text-primary">
              {opened.content.kind === "note" ? text.sharedNote : text.sharedDeck}
            </p>
            <h1 className="text-3xl font-bold tracking-tight break-words">{opened.content.title}</h1>
            {opened.content.note && (
              <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                <span>{opened.content.note.subject}</span>
                {opened.content.note.tags.length > 0 && (
                  <ul className="flex flex-wrap gap-1" aria-label={text.tags}>
                    {opened.content.note.tags.map((tag) => (
                      <li key={tag}>
                        <Badge variant="secondary">{tag}</Badge>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            )}
            <div className="flex flex-wrap items-center gap-2 pt-2">
              <Button onClick={() => void add()} disabled={adding || sessionPending}>
                {adding ? text.adding : signedIn ? text.addToMyNotes : text.signInToAdd}
              </Button>
            </div>
            {addError && <Alert variant="error">{addError}</Alert>}
          </header>
          {opened.content.note && (
            <Card className="p-4 sm:p-6">
              <h2 className="sr-only">{text.content}</h2>
              <div data-testid="shared-note-content">
                <MarkdownView content={opened.content.note.content} />
              </div>
            </Card>
          )}
          <SharedCards cards={opened.content.cards} />
        </>
      )}
    </div>
  );
}

function NotAvailable() {
  return (
    <div className="flex flex-col items-center gap-4 py-12 text-center">
      <title>{`${text.notAvailable} · Lectern`}</title>
      <h1 className="text-2xl font-bold tracking-tight">{text.notAvailable}</h1>
      <p className="text-muted-foreground">{text.notAvailableHint}</p>
      <Button asChild variant="outline">
        <Link to="/">{text.openLectern}</Link>
      </Button>
    </div>
  );
}
