import { messages, type VerifyPaymentRequest, type VerifyPaymentResponse } from "@lectern/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { abortableWait, verifyPaymentFromCallback } from "./verification";

// The callback's verification (spec 2 §4, §5, §9): only the server's answer decides success; 'pending' is asked
// again up to 5 times 3 s apart; a status in the URL can only fail.

function server(answers: (VerifyPaymentResponse | Error)[]) {
  const asked: VerifyPaymentRequest[] = [];
  const verify = async (request: VerifyPaymentRequest) => {
    asked.push(request);
    const next = answers[Math.min(asked.length - 1, answers.length - 1)];
    if (next instanceof Error) throw next;
    if (!next) throw new Error("no answer");
    return next;
  };
  return { verify, asked };
}

const waits: number[] = [];
const instantWait = async (ms: number) => {
  waits.push(ms);
};
afterEach(() => {
  waits.length = 0;
  vi.useRealTimers();
});

const run = (query: string, verify: (r: VerifyPaymentRequest) => Promise<VerifyPaymentResponse>) =>
  verifyPaymentFromCallback(new URLSearchParams(query), {
    verify,
    wait: instantWait,
    signal: new AbortController().signal,
  });

const pending: VerifyPaymentResponse = { status: "pending", message: "pending" };

describe("verifyPaymentFromCallback", () => {
  it("succeeds only when the server says completed, with the plan's name", async () => {
    const { verify, asked } = server([{ status: "completed", message: "ok", planName: "Student" }]);
    expect(await run("payment_id=pay_1&status=succeeded", verify)).toEqual({
      kind: "success",
      message: messages.payments.succeeded,
      planName: "Student",
    });
    expect(asked).toEqual([{ reference: "pay_1", gateway: "dodo" }]);
  });

  it("does not take status=succeeded in the URL as proof: a failed verification fails", async () => {
    const { verify } = server([{ status: "failed", message: "Payment failed. Please try again." }]);
    expect(await run("payment_id=made-up&status=succeeded", verify)).toEqual({
      kind: "failed",
      message: "Payment failed. Please try again.",
    });
  });

  it("fails at once on any other status in the URL, without asking the server", async () => {
    const { verify, asked } = server([{ status: "completed", message: "ok" }]);
    expect(await run("payment_id=pay_1&status=failed", verify)).toEqual({
      kind: "failed",
      message: "Payment failed. Please try again or contact support.",
    });
    expect(asked).toEqual([]);
  });

  it("fails with no reference", async () => {
    const { verify, asked } = server([{ status: "completed", message: "ok" }]);
    expect(await run("status=succeeded", verify)).toEqual({
      kind: "failed",
      message: "No payment reference found. Payment verification failed.",
    });
    expect(asked).toEqual([]);
  });

  it("reads Paystack's trxref", async () => {
    const { verify, asked } = server([{ status: "completed", message: "ok" }]);
    await run("trxref=T1&reference=T1", verify);
    expect(asked).toEqual([{ reference: "T1", gateway: "paystack" }]);
  });

  it("asks again 5 times, 3 s apart, while pending, then says verification is pending", async () => {
    const { verify, asked } = server([pending]);
    expect(await run("payment_id=pay_1", verify)).toEqual({
      kind: "pending",
      message: messages.payments.verificationTimeout,
    });
    expect(asked).toHaveLength(6);
    expect(waits).toEqual([3000, 3000, 3000, 3000, 3000]);
  });

  it("stops asking once the gateway settles", async () => {
    const { verify, asked } = server([pending, pending, { status: "completed", message: "ok" }]);
    expect((await run("payment_id=pay_1", verify))?.kind).toBe("success");
    expect(asked).toHaveLength(3);
  });

  it("turns a failed request (404, 502, network) into the verification error", async () => {
    const { verify } = server([pending, new Error("502")]);
    expect(await run("payment_id=pay_1", verify)).toEqual({
      kind: "error",
      message: "An error occurred during payment verification. Please try again or contact support.",
    });
  });

  it("stops, showing nothing, when the page is left during a wait (the timer is cancelled)", async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const { verify, asked } = server([pending]);
    const result = verifyPaymentFromCallback(new URLSearchParams("payment_id=pay_1"), {
      verify,
      wait: abortableWait,
      signal: controller.signal,
    });
    await vi.advanceTimersByTimeAsync(3000);
    expect(asked).toHaveLength(2);
    controller.abort();
    expect(await result).toBeNull();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(asked).toHaveLength(2);
    expect(vi.getTimerCount()).toBe(0);
  });
});
