import type { FinderAnswer } from "#app/features/admission/finder-answer.ts";
import type { PlanCost } from "#app/features/admission/plan-cost.ts";
import { formatPercent } from "#app/lib/format.ts";
import { useT } from "#app/i18n/messages.ts";
import { BidiText } from "#app/components/ui/BidiText.tsx";

/** The tier the degree's own level is given, if the average earns one there. */
type Scholarship = FinderAnswer["open"][number]["scholarship"];

/** Each figure reads as one line, «label: value», on a phone as on a desk. */
const LABEL = "inline text-muted after:content-[':']";

/**
 * A degree's credit-hour fees: per hour, over the whole plan, and after the scholarship the
 * average earns, with the assumptions the total rests on (the tier's own conditions).
 */
export function PlanCostLines({ cost, scholarship: s }: { cost: PlanCost; scholarship: Scholarship }) {
  const t = useT();
  const jod = (amount: number, grammaticalCase?: "acc") => t("money.jod", { amount, case: grammaticalCase });
  const discount = s && formatPercent(s.discountPercent);
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
            // After «مقابل»: the dual's oblique form (ساعتين معتمدتين).
            hours: t("count.creditHours", { count: cost.hours, case: "acc" }),
          })}
        </dd>
      </div>
      {s && (
        <div>
          <dt className={LABEL}>
            <BidiText>{t("admission.cost.after", { name: s.name })}</BidiText>
          </dt>{" "}
          <dd className="inline">
            <strong>{jod(cost.after)}</strong> {t("admission.cost.saving", { saving: jod(cost.saving, "acc") })}{" "}
            {s.appliesTo === "first-year"
              ? t("admission.cost.firstYear", {
                  discount,
                  hours: t("count.creditHours", { count: cost.discountedHours }),
                })
              : s.minSemesterHours !== undefined
                ? t("admission.cost.minSemesterHours", {
                    discount,
                    // The object of «تسجّل», and after «على»: the oblique form.
                    min: t("count.creditHours", { count: s.minSemesterHours, case: "acc" }),
                    hours: t("count.creditHours", { count: cost.discountedHours, case: "acc" }),
                    total: cost.hours,
                    all: cost.discountedHours === cost.hours ? "yes" : "no",
                  })
                : t("admission.cost.wholePlan", { discount })}
          </dd>
        </div>
      )}
    </dl>
  );
}
