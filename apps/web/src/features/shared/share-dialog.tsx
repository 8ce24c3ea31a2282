import { formatRelativeTime, messages } from "@lectern/core";
import { CopyIcon, LinkIcon } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import type { ExpiryDays, ShareKind, ShareLink } from "@/data/shares";
import { Alert } from "@/ui/alert";
import { Button } from "@/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/ui/dialog";
import { Input } from "@/ui/input";
import { copyText, useShareLinks } from "./use-share-links";

const text = messages.shares;
const EXPIRIES: Array<{ days: ExpiryDays; label: string }> = [
  { days: null, label: text.expiryNever },
  { days: 7, label: text.expiryDays(7) },
  { days: 30, label: text.expiryDays(30) },
];
const KINDS: Array<{ kind: ShareKind; label: string }> = [
  { kind: "note", label: text.shareNote },
  { kind: "deck", label: text.shareDeck },
];

/**
 * 'Share with a classmate' (issue 22 §3): make a read-only link to this note (or only its cards), with an optional
 * expiry; copy it; see the live links and revoke them.
 */
export function ShareDialog({ noteId, trigger }: { noteId: string; trigger: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<ShareKind>("note");
  const [expiry, setExpiry] = useState<ExpiryDays>(null);
  const { links, created, busy, error, create, revoke } = useShareLinks(noteId, open);
  const ids = useId();

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{text.dialogTitle}</DialogTitle>
          <DialogDescription>{text.dialogIntro}</DialogDescription>
        </DialogHeader>
        <Choice
          legend={text.shareWhat}
          name={`${ids}-kind`}
          options={KINDS.map((k) => ({ value: k.kind, label: k.label }))}
          value={kind}
          onChange={(value) => setKind(value as ShareKind)}
        />
        <Choice
          legend={text.expiry}
          name={`${ids}-expiry`}
          options={EXPIRIES.map((e) => ({ value: String(e.days), label: e.label }))}
          value={String(expiry)}
          onChange={(value) => setExpiry(value === "null" ? null : (Number(value) as ExpiryDays))}
        />
        <Button onClick={() => void create(kind, expiry)} disabled={busy}>
          <LinkIcon aria-hidden="true" />
          {busy ? text.creating : text.create}
        </Button>
        {error && <Alert variant="error">{error}</Alert>}
        {created && (
          <div className="grid gap-2">
            <label htmlFor={`${ids}-url`} className="text-sm font-medium">
              {text.newLink}
            </label>
            <div className="flex gap-2">
              <Input id={`${ids}-url`} readOnly value={created.url} onFocus={(e) => e.target.select()} />
              <Button variant="outline" onClick={() => void copyText(created.url, text.copied)}>
                <CopyIcon aria-hidden="true" />
                {text.copy}
              </Button>
            </div>
          </div>
        )}
        <ActiveLinks links={links} onRevoke={revoke} />
      </DialogContent>
    </Dialog>
  );
}

function Choice(props: {
  legend: string;
  name: string;
  options: Array<{ value: string; label: string }>;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <fieldset className="grid gap-1">
      <legend className="mb-1 text-sm font-medium">{props.legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {props.options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={props.name}
              value={option.value}
              checked={props.value === option.value}
              onChange={() => props.onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function ActiveLinks({
  links,
  onRevoke,
}: {
  links: ShareLink[] | null;
  onRevoke: (id: string) => Promise<void>;
}) {
  if (links === null) return null;
  return (
    <section className="grid gap-2" aria-labelledby="share-active-links">
      <h3 id="share-active-links" className="text-sm font-medium">
        {text.activeLinks}
      </h3>
      {links.length === 0 ? (
        <p className="text-sm text-muted-foreground">{text.noActiveLinks}</p>
      ) : (
        <ul className="grid gap-2" data-testid="share-links">
          {links.map((link) => (
            <li
              key={link.id}
              className="flex items-center justify-between gap-2 rounded-md border p-2 text-sm"
            >
              <span>
                <span className="font-medium">{link.kind === "note" ? text.kindNote : text.kindDeck}</span>
                {" · "}
                {text.linkCreated(formatRelativeTime(link.created_at))}
                {" · "}
                {link.expires_at
                  ? text.linkExpires(new Date(link.expires_at).toLocaleDateString())
                  : text.linkNeverExpires}
              </span>
              <Button size="sm" variant="outline" onClick={() => void onRevoke(link.id)}>
                {text.revoke}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
