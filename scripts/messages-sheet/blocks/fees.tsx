/**
 * The fees of a degree as the finder's answer shows them (PlanCostLines): without a scholarship,
 * then with each kind of scholarship the content has (on the first year, on the whole plan, with a
 * minimum load that every semester meets or that some semester falls short of).
 */
import { entryDegrees } from "#app/content/catalog.ts";
import { tierView } from "#app/features/admission/finder-answer.ts";
import { planCost } from "#app/features/admission/plan-cost.ts";
import { PlanCostLines } from "#app/features/admission/ui/PlanCostLines.tsx";
import type { BlockContext } from "./context.ts";

export async function feesBlocks({ registry, add, renderElement }: BlockContext): Promise<void> {
  const group = "كلفة الدراسة في الإجابة (PlanCostLines)";
  const degrees = entryDegrees(registry);
  const tiers = registry.admission.scholarships;
  const d0 = degrees[0];
  add(
    group,
    `بلا منحة: ${d0.sheet.name}`,
    `PlanCostLines degree=${d0.id}`,
    await renderElement(<PlanCostLines cost={planCost(d0.sheet, undefined)} scholarship={undefined} />),
  );
  for (const tier of tiers) {
    const cases =
      tier.minSemesterHours === undefined
        ? [d0]
        : // With a minimum load: a degree whose every semester meets it, and one with a lighter semester.
          [
            degrees.find((d) => planCost(d.sheet, tier).discountedHours === d.sheet.creditHours),
            degrees.find((d) => planCost(d.sheet, tier).discountedHours < d.sheet.creditHours),
          ].filter((d) => d !== undefined);
    for (const d of cases) {
      const cost = planCost(d.sheet, tier);
      const kind =
        tier.appliesTo === "first-year"
          ? "على ساعات السنة الأولى"
          : tier.minSemesterHours === undefined
            ? "على الخطة كلها"
            : cost.discountedHours === cost.hours
              ? "بحد أدنى للتسجيل، والخطة كلها تبلغه"
              : "بحد أدنى للتسجيل، وفي الخطة فصول دونه";
      add(
        group,
        `${tier.name} (${kind}): ${d.sheet.name}`,
        `PlanCostLines degree=${d.id} tier=${tier.minAverage}`,
        await renderElement(<PlanCostLines cost={cost} scholarship={tierView(tier)} />),
      );
    }
  }
}
