import { messages } from "@lectern/core";
import { Component, type ReactNode } from "react";
import { Button } from "@/ui/button";
import { notify } from "@/ui/toaster";

interface State {
  failed: boolean;
}

/**
 * A failed read of the local store ends here rather than on the app's error screen: the spec's
 * 'Failed to load notes' toast, the same words in place, and a retry (spec 1 §8).
 */
export class NotesLoadBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
    notify.error(messages.notes.loadListFailed);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-14 text-center">
        <p className="font-medium">{messages.notes.loadListFailed}</p>
        <Button variant="outline" onClick={() => this.setState({ failed: false })}>
          {messages.notes.retry}
        </Button>
      </div>
    );
  }
}
