import { messages, type PaymentWithPlan } from "@lectern/core";
import { useMemo } from "react";
import { usePayments } from "@/data/billing";
import { Alert } from "@/ui/alert";
import { Badge } from "@/ui/badge";
import { OfflineDataNotice } from "@/ui/offline-data-notice";
import { Spinner } from "@/ui/spinner";
import { formatBillingDate, formatPaymentAmount } from "./billing-format";

const t = messages.billingScreens;

const STATUS_BADGE = { completed: "success", failed: "destructive", pending: "secondary" } as const;

/** The Billing History tab (spec 2 §2, §3, §7): the user's payments with plan names, newest first. */
export function BillingHistoryTab() {
  const { data: payments, savedAt, offline, isLoading, error } = usePayments();
  const newestFirst = useMemo(
    () => [...(payments ?? [])].sort((a, b) => b.created_at.localeCompare(a.created_at)),
    [payments],
  );

  if (isLoading) return <Spinner label={messages.app.loading} showLabel />;
  return (
    <div className="flex flex-col gap-4">
      {offline && <OfflineDataNotice savedAt={payments ? savedAt : undefined} testId="payments-offline" />}
      {!payments && !offline && error && <Alert variant="error">{error.message}</Alert>}
      {payments && newestFirst.length === 0 && (
        <p className="text-muted-foreground" data-testid="no-payments">
          {messages.payments.noPayments}
        </p>
      )}
      {newestFirst.length > 0 && (
        <section
          className="hidden overflow-x-auto rounded-lg border sm:block"
          aria-label={messages.plans.tabBillingHistory}
          // a narrow screen scrolls the table sideways; a keyboard must reach it too (WCAG 2.1.1)
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the region scrolls sideways on narrow screens
          tabIndex={0}
        >
          <table className="w-full min-w-[40rem] text-left text-sm" data-testid="billing-history">
            <caption className="sr-only">{t.billingHistoryCaption}</caption>
            <thead className="bg-muted/60 text-muted-foreground">
              <tr>
                {[t.date, t.plan, t.amount, t.gateway, t.method, t.status].map((heading) => (
                  <th key={heading} scope="col" className="px-4 py-2 font-medium">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {newestFirst.map((payment) => (
                <PaymentRow key={payment.id} payment={payment} />
              ))}
            </tbody>
          </table>
        </section>
      )}
      {/* A phone has no room for six columns: each payment is a small card there. */}
      {newestFirst.length > 0 && (
        <ul className="flex flex-col gap-3 sm:hidden" aria-label={t.billingHistoryCaption}>
          {newestFirst.map((payment) => (
            <PaymentItem key={payment.id} payment={payment} />
          ))}
        </ul>
      )}
    </div>
  );
}

function PaymentItem({ payment }: { payment: PaymentWithPlan }) {
  const facts: [string, string][] = [
    [t.gateway, payment.payment_gateway],
    [t.method, payment.payment_method],
    [t.date, formatBillingDate(payment.created_at)],
  ];
  return (
    <li className="flex flex-col gap-2 rounded-lg border p-4 text-sm" data-testid="payment-item">
      <div className="flex items-start justify-between gap-3">
        <p className="font-medium">{payment.plan_name ?? t.notSet}</p>
        <Badge variant={STATUS_BADGE[payment.status]}>{payment.status}</Badge>
      </div>
      <p className="text-lg font-semibold">{formatPaymentAmount(payment.amount, payment.currency)}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

function PaymentRow({ payment }: { payment: PaymentWithPlan }) {
  return (
    <tr className="border-t" data-testid="payment-row">
      <td className="px-4 py-2 whitespace-nowrap">
        <time dateTime={payment.created_at}>{formatBillingDate(payment.created_at)}</time>
      </td>
      <td className="px-4 py-2">{payment.plan_name ?? t.notSet}</td>
      <td className="px-4 py-2 whitespace-nowrap">{formatPaymentAmount(payment.amount, payment.currency)}</td>
      <td className="px-4 py-2">{payment.payment_gateway}</td>
      <td className="px-4 py-2">{payment.payment_method}</td>
      <td className="px-4 py-2">
        <Badge variant={STATUS_BADGE[payment.status]}>{payment.status}</Badge>
      </td>
    </tr>
  );
}
