"use client";
/** The fuel calculator's inputs and figures; the arithmetic is the domain's fuelCost. */
import { useState } from "react";
import { MoneyInput, NumberInput } from "@/components/ui/number-input";
import { fuelCost } from "@/domain/finance/fuel";
import { centsText } from "./money-labels";

const KM_PICKS = [100, 250, 500, 1000].map((value) => ({ value, label: `${value} kms` }));

type Props = { consumption: number; pricePerLitre: number; kmPerWeek: number };

export function FuelCalculatorIsland({ consumption, pricePerLitre, kmPerWeek }: Props) {
  const [price, setPrice] = useState<number | null>(pricePerLitre);
  const [km, setKm] = useState<number | null>(kmPerWeek);
  // An emptied field counts as 0 (the domain reads '' so), not as the default again.
  const cost = fuelCost({
    pricePerLitre: price ?? "",
    kmPerWeek: km ?? "",
    litresPer100Km: consumption,
  });
  const rows: [string, number][] = [
    ["Per week", cost.weekly],
    ["Per month", cost.monthly],
    ["Per year", cost.yearly],
  ];
  return (
    <div className="mt-4 grid gap-4 sm:grid-cols-2">
      <div className="space-y-4">
        <MoneyInput
          label="Fuel price per litre"
          decimals={2}
          value={price}
          onValueChange={setPrice}
        />
        <NumberInput
          label="Distance per week"
          suffix=" kms"
          value={km}
          onValueChange={setKm}
          quickPicks={KM_PICKS}
        />
      </div>
      <dl aria-live="polite" className="self-start rounded-brand bg-surface p-4">
        {rows.map(([term, value]) => (
          <div key={term} className="flex justify-between gap-4 py-1">
            <dt>{term}</dt>
            <dd className="font-semibold tabular-nums">{centsText(value)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
