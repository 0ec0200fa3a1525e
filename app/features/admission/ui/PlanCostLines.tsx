import type { FinderAnswer } from "~/content/admission-answer.server";
import type { PlanCost } from "~/features/admission/plan-cost";
import { formatPercent } from "~/lib/format";
import { useT } from "~/i18n/messages";

type Scholarship = FinderAnswer["scholarship"];

/** Each figure reads as one line, «label: value», on a phone as on a desk. */
const LABEL = "inline text-muted after:content-[':']";

/**
 * A degree's credit-hour fees: per hour, over the whole plan, and after the scholarship the
 * average earns, with the assumptions the total rests on (the tier's own conditions).
 */
export function PlanCostLines({ cost, scholarship: s }: { cost: PlanCost; scholarship: Scholarship }) {
  const t = useT();
  const jod = (amount: number, grammaticalCase?: "acc") => t("money.jod", { amount, case: grammaticalCase });
  return (
    <dl className="mt-2 space-y-1 text-sm">
      <div>
        <dt className={LABEL}>{t("admission.cost.perHour")}</dt> <dd className="inline">{jod(cost.perHour)}</dd>
      </div>
      <div>
        <dt className={LABEL}>{t("admission.cost.plan")}</dt>{" "}
        <dd className="inline">
          {t("admission.cost.planValue", {
            total: jod(cost.before),
            hours: t("count.creditHours", { count: cost.hours }),
          })}
        </dd>
      </div>
      {s && (
        <div>
          <dt className={LABEL}>{t("admission.cost.after", { name: s.name })}</dt>{" "}
          <dd className="inline">
            <strong>{jod(cost.after)}</strong>{" "}
            {t("admission.cost.saving", {
              discount: formatPercent(s.discountPercent),
              saving: jod(cost.saving, "acc"),
            })}{" "}
            {s.appliesTo === "first-year"
              ? t("admission.cost.firstYear", { hours: t("count.creditHours", { count: cost.discountedHours }) })
              : s.minSemesterHours !== undefined
                ? t("admission.cost.minSemesterHours", {
                    min: t("count.creditHours", { count: s.minSemesterHours }),
                    hours: t("count.creditHours", { count: cost.discountedHours }),
                    total: cost.hours,
                    all: cost.discountedHours === cost.hours ? "yes" : "no",
                  })
                : t("admission.cost.wholePlan")}
          </dd>
        </div>
      )}
    </dl>
  );
}
