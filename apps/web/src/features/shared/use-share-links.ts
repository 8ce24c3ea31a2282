import { messages } from "@lectern/core";
import { useCallback, useEffect, useState } from "react";
import {
  createShareLink,
  type ExpiryDays,
  listShareLinks,
  type NewShareLink,
  revokeShareLink,
  type ShareKind,
  type ShareLink,
} from "@/data/shares";
import { notify } from "@/ui/toaster";

const messageOf = (error: unknown) =>
  typeof navigator !== "undefined" && !navigator.onLine
    ? messages.shares.offline
    : error instanceof Error && error.message
      ? error.message
      : messages.shares.failed;

/**
 * The owner's share links of one note (issue 22 §3), loaded while the dialog is open: make one (its token is shown
 * once, here), list the live ones, revoke. Links are made on the server, so this needs the network.
 */
export function useShareLinks(noteId: string, open: boolean) {
  const [links, setLinks] = useState<ShareLink[] | null>(null);
  const [created, setCreated] = useState<NewShareLink | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const reload = useCallback(async () => {
    try {
      setLinks(await listShareLinks(noteId));
      setError(null);
    } catch (e) {
      setError(messageOf(e));
    }
  }, [noteId]);

  useEffect(() => {
    if (!open) {
      setCreated(null);
      return;
    }
    void reload();
  }, [open, reload]);

  const create = async (kind: ShareKind, expiresInDays: ExpiryDays) => {
    setBusy(true);
    try {
      setCreated(await createShareLink({ kind, noteId, expiresInDays }));
      setError(null);
      await reload();
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  const revoke = async (id: string) => {
    try {
      await revokeShareLink(id);
      if (created?.id === id) setCreated(null);
      notify.success(messages.shares.revoked);
      await reload();
    } catch (e) {
      setError(messageOf(e));
    }
  };

  return { links, created, busy, error, create, revoke };
}

/** Copies a text to the clipboard and says so. */
export async function copyText(text: string, done: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    notify.success(done);
  } catch {
    notify.error(messages.shares.failed);
  }
}
