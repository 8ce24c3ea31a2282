import type { PaymentsConfig } from "../../config.ts";
import { createDodoGateway } from "../payments/dodo.ts";
import type { GatewayName, PaymentGateway } from "../payments/gateway.ts";
import { createPaystackGateway } from "../payments/paystack.ts";

/** One client per gateway and configuration (the SDK keeps its own connection settings). */
const clients = new WeakMap<PaymentsConfig, Partial<Record<GatewayName, PaymentGateway>>>();

/** The gateway when this server is configured for it, else null (→ 503 'Payments are not configured…'). */
export function gatewayFor(config: PaymentsConfig, name: GatewayName): PaymentGateway | null {
  let made = clients.get(config);
  if (!made) {
    made = {};
    clients.set(config, made);
  }
  const known = made[name];
  if (known) return known;
  let gateway: PaymentGateway | null = null;
  if (name === "dodo" && config.dodo) {
    gateway = createDodoGateway({
      apiKey: config.dodo.apiKey,
      baseUrl: config.dodo.baseUrl,
      webhookSecret: config.dodo.webhookSecret,
    });
  }
  if (name === "paystack" && config.paystack) {
    gateway = createPaystackGateway({
      secretKey: config.paystack.secretKey,
      baseUrl: config.paystack.baseUrl,
    });
  }
  if (gateway) made[name] = gateway;
  return gateway;
}

/** GET /api/payments/config (issue 20 §2): which gateways can take a payment here. */
export function configuredGateways(config: PaymentsConfig): Record<GatewayName, boolean> {
  return { dodo: Boolean(config.dodo), paystack: Boolean(config.paystack) };
}
