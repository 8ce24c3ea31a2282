import { useMutation, useQueryClient } from "@tanstack/react-query";
import { waitlistCountKey } from "@/data/waitlist/use-waitlist-count";
import { joinWaitlist } from "@/data/waitlist/waitlist-api";

/** Joining the waitlist; a new entry refreshes the 'students waiting' count. */
export function useWaitlistJoin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinWaitlist,
    onSuccess: (result) => {
      if (result.success && !result.alreadyOnWaitlist) {
        void queryClient.invalidateQueries({ queryKey: waitlistCountKey });
      }
    },
  });
}
