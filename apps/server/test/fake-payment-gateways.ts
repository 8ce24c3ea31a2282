// Fake Dodo Payments and fake Paystack for the server tests and the Playwright specs (no vitest import): real HTTP
// servers on 127.0.0.1 (DESIGN §9). The shared machinery is in fake-gateway-core.ts, each gateway in its own file.

export { type FakeDodoProduct, startFakeDodo } from "./fake-dodo.ts";
export type {
  FakeGatewayRequest,
  FakePayment,
  FakeWebhook,
  FakeWebhookDelivery,
  FakeWebhookOptions,
} from "./fake-gateway-core.ts";
export { startFakePaystack } from "./fake-paystack.ts";
