import { messages } from "@lectern/core";
import { useSearchParams } from "react-router";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/ui/tabs";
import { BillingHistoryTab } from "./billing-history-tab";
import { CurrentSubscriptionTab } from "./current-subscription-tab";
import { PlansTab } from "./plans-tab";

const t = messages.billingScreens;
const TABS = ["plans", "current", "history"] as const;
type Tab = (typeof TABS)[number];

const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

/**
 * spec 2 §2 Subscription page: tabs Plans, Current Subscription, Billing History. Signed-out visitors never get
 * here: the signed-in guard sends them to /auth/login, remembering the page. The tab is in the URL (?tab=) so a
 * reload or a shared link keeps it.
 */
export function SubscriptionPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab: Tab = isTab(requested) ? requested : "plans";
  const choose = (value: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === "plans") next.delete("tab");
        else next.set("tab", value);
        return next;
      },
      { replace: true },
    );
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 pt-8 pb-16 sm:px-6 lg:px-8">
      <title>Subscription · Lectern</title>
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold tracking-tight">{t.title}</h1>
        <p className="text-muted-foreground">{t.subtitle}</p>
      </header>
      <Tabs value={tab} onValueChange={choose}>
        <TabsList className="h-auto w-full flex-wrap justify-start sm:w-fit">
          <TabsTrigger value="plans">{messages.plans.tabPlans}</TabsTrigger>
          <TabsTrigger value="current">{messages.plans.tabCurrentSubscription}</TabsTrigger>
          <TabsTrigger value="history">{messages.plans.tabBillingHistory}</TabsTrigger>
        </TabsList>
        <TabsContent value="plans">
          <PlansTab />
        </TabsContent>
        <TabsContent value="current">
          <CurrentSubscriptionTab />
        </TabsContent>
        <TabsContent value="history">
          <BillingHistoryTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
