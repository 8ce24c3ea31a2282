import { displayName, messages, userInitials } from "@lectern/core";
import { ChevronsUpDownIcon, LogOutIcon, SettingsIcon } from "lucide-react";
import { Link } from "react-router";
import { namedUser, useAuthSession, useSignOut } from "@/data/auth";
import { Button } from "@/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/ui/dropdown-menu";
import { SignOutUnsavedDialog } from "@/ui/sign-out-unsaved-dialog";

/**
 * The sidebar's user menu (spec 1 §2): initials, display name and e-mail; Settings and Sign Out. Radix closes it
 * on a click outside and on Escape. Not modal: the rest of the page stays in the accessibility tree (a modal
 * menu hides it with aria-hidden while its links stay focusable).
 */
export function UserMenu() {
  const { user } = useAuthSession();
  const { signOut, pending, unsaved, confirm, cancel } = useSignOut();
  const named = namedUser(user);
  const name = displayName(named);
  const email = user?.email ?? "";

  return (
    <>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            className="h-auto min-h-12 w-full justify-start gap-3 px-2 py-1.5 text-left"
          >
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
            >
              {userInitials(named)}
            </span>
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="truncate text-sm font-medium">{name}</span>
              {email && <span className="truncate text-xs font-normal text-muted-foreground">{email}</span>}
            </span>
            <ChevronsUpDownIcon className="size-4 text-muted-foreground" aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent
          side="top"
          align="start"
          className="w-(--radix-dropdown-menu-trigger-width) min-w-56"
        >
          <DropdownMenuLabel className="flex flex-col gap-0.5">
            <span className="truncate">{name}</span>
            {email && <span className="truncate text-xs font-normal text-muted-foreground">{email}</span>}
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem asChild>
            <Link to="/settings">
              <SettingsIcon aria-hidden="true" />
              {messages.app.settings}
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem variant="destructive" disabled={pending} onSelect={() => void signOut()}>
            <LogOutIcon aria-hidden="true" />
            {messages.app.signOut}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <SignOutUnsavedDialog count={unsaved} onConfirm={() => void confirm()} onCancel={cancel} />
    </>
  );
}
