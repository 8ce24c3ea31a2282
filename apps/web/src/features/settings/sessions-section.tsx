import { LogOutIcon } from "lucide-react";
import { useState } from "react";
import { signOutAndClear } from "@/data/auth";
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
import { notify } from "@/ui/toaster";
import { SettingsSection } from "./settings-section";

/** "Sign out of all devices" (issue 4): every session ends, this one too, after local data is cleared. */
export function SessionsSection() {
  const [pending, setPending] = useState(false);

  const signOutEverywhere = async () => {
    setPending(true);
    const result = await signOutAndClear("all-devices");
    setPending(false);
    if (result.success) notify.success(result.message);
    else notify.error(result.error);
  };

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
    </SettingsSection>
  );
}
