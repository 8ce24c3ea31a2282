import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { loginPathFor, useAuthSession } from "@/data/auth";
import { copySharedLink, type OpenedShare, openSharedLink } from "@/data/shares";

/**
 * The public shared page's state (issue 22 §3): the link's content (or "not available"), and 'Add to my notes':
 * signed in, copy it into the account and open the new note; signed out, sign in first and come back here.
 */
export function useSharedPage(token: string) {
  const [opened, setOpened] = useState<OpenedShare | null>(null);
  const [adding, setAdding] = useState(false);
  const [addError, setAddError] = useState<string | null>(null);
  const { user, isPending } = useAuthSession();
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    let live = true;
    setOpened(null);
    void openSharedLink(token).then((result) => {
      if (live) setOpened(result);
    });
    return () => {
      live = false;
    };
  }, [token]);

  const add = async () => {
    if (!user) {
      navigate(loginPathFor(location));
      return;
    }
    setAdding(true);
    setAddError(null);
    try {
      const { noteId } = await copySharedLink(token);
      navigate(noteId ? `/note/${noteId}` : "/study");
    } catch (error) {
      setAddError(error instanceof Error ? error.message : String(error));
      setAdding(false);
    }
  };

  return { opened, signedIn: Boolean(user), sessionPending: isPending, adding, addError, add };
}
