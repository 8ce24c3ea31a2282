import { type DisplayedPlan, messages, type SubscriptionPlan } from "@lectern/core";
import { CheckIcon } from "lucide-react";
import { Badge } from "@/ui/badge";
import { Button } from "@/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/ui/card";
import { cn } from "@/ui/cn";
import { Spinner } from "@/ui/spinner";

const t = messages.billingScreens;

export type PlanCardProps = {
  displayed: DisplayedPlan<SubscriptionPlan>;
  /** The student is on this plan: the card says so and offers no Subscribe. */
  current: boolean;
  /** A plan with nothing to pay (price 0) is never bought. */
  purchasable: boolean;
  starting: boolean;
  disabled: boolean;
  onSubscribe: () => void;
};

/** One plan on the Plans tab (spec 2 §6, §9): name, description, price, features, badge, saving. */
export function PlanCard({
  displayed,
  current,
  purchasable,
  starting,
  disabled,
  onSubscribe,
}: PlanCardProps) {
  const { plan, priceLabel, badge, saving } = displayed;
  const titleId = `plan-${plan.id}-name`;
  return (
    <Card
      data-testid="plan-card"
      aria-labelledby={titleId}
      className={cn(
        "flex flex-col",
        badge && "border-primary ring-1 ring-primary",
        current && "bg-accent/40",
      )}
    >
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle id={titleId}>{plan.name}</CardTitle>
          {badge && <Badge data-testid="plan-badge">{badge}</Badge>}
        </div>
        {plan.description && <CardDescription>{plan.description}</CardDescription>}
        <p className="text-3xl font-bold tracking-tight" data-testid="plan-price">
          {priceLabel}
        </p>
        {saving && (
          <Badge variant="success" data-testid="plan-saving">
            {saving}
          </Badge>
        )}
      </CardHeader>
      <CardContent className="flex-1">
        {plan.features.length > 0 && (
          <ul className="flex flex-col gap-2 text-sm" aria-label={`${plan.name}: ${t.features}`}>
            {plan.features.map((feature) => (
              <li key={feature} className="flex items-start gap-2">
                <CheckIcon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                {feature}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <CardFooter>
        {current ? (
          <p className="text-sm font-medium text-muted-foreground" data-testid="plan-current">
            {t.currentPlan}
          </p>
        ) : (
          purchasable && (
            <Button
              className="w-full"
              onClick={onSubscribe}
              disabled={disabled}
              aria-label={`${t.subscribe}: ${plan.name}`}
            >
              {starting ? <Spinner label={t.subscribing} className="text-current" /> : null}
              {t.subscribe}
            </Button>
          )
        )}
      </CardFooter>
    </Card>
  );
}
