import { LogOutIcon } from "lucide-react";
import { useSignOut } from "@/data/auth";
import { Button } from "@/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/ui/dialog";
import { SignOutUnsavedDialog } from "@/ui/sign-out-unsaved-dialog";
import { SettingsSection } from "./settings-section";

/** "Sign out of all devices" (issue 4): every session ends, this one too, after local data is cleared. */
export function SessionsSection() {
  // Like Sign Out: changes not yet on the server are sent first, and the student is asked if some are left.
  const { signOut: signOutEverywhere, pending, unsaved, confirm, cancel } = useSignOut("all-devices");

  return (
    <SettingsSection
      id="sessions"
      title="Devices"
      description="Signed in on a shared or lost device? End every session, including this one."
    >
      <Dialog>
        <DialogTrigger asChild>
          <Button variant="outline" className="w-fit">
            <LogOutIcon aria-hidden="true" />
            Sign out of all devices
          </Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Sign out of all devices?</DialogTitle>
            <DialogDescription>
              You will be signed out everywhere, including here, and the copy of your data kept on this device
              will be cleared.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button variant="destructive" disabled={pending} onClick={() => void signOutEverywhere()}>
              Sign out everywhere
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <SignOutUnsavedDialog count={unsaved} onConfirm={() => void confirm()} onCancel={cancel} />
    </SettingsSection>
  );
}
