/**
 * Finance links: the site's finance page with preferredDealership,
 * vehiclePriceBudget, car_id, car_type and vin, then #finance-form. The same names are read
 * back by the finance pages to prefill the calculator and the finance form.
 */
import type { SiteConfig } from "@/config/site-config.schema";
import { CAR_TYPES, type Car, type CarType } from "@/domain/car/car";
import type { SearchParamsRecord } from "./calculator-query";

export const FINANCE_FORM_ANCHOR = "finance-form";
export const FINANCE_CALCULATOR_ANCHOR = "finance-calculator";
export const FINANCE_DISCLAIMER_ANCHOR = "finance-disclaimer";

export type FinanceLinkParams = {
  preferredDealership: string | null;
  vehiclePriceBudget: number | null;
  car_id: number | null;
  car_type: CarType | null;
  vin: string | null;
};

export const EMPTY_FINANCE_LINK: FinanceLinkParams = {
  preferredDealership: null,
  vehiclePriceBudget: null,
  car_id: null,
  car_type: null,
  vin: null,
};

type LinkCar = Pick<Car, "id" | "dealership_slug" | "price" | "car_type" | "vin">;

export function financeLinkParams(car: LinkCar): FinanceLinkParams {
  return {
    preferredDealership: car.dealership_slug,
    vehiclePriceBudget: car.price > 0 ? car.price : null,
    car_id: car.id,
    car_type: car.car_type,
    vin: car.vin,
  };
}

/** The parameters in this fixed order; empty ones are left out. */
export function financeQueryString(params: FinanceLinkParams): string {
  const search = new URLSearchParams();
  const entries: [keyof FinanceLinkParams, string | number | null][] = [
    ["preferredDealership", params.preferredDealership],
    ["vehiclePriceBudget", params.vehiclePriceBudget],
    ["car_id", params.car_id],
    ["car_type", params.car_type],
    ["vin", params.vin],
  ];
  for (const [key, value] of entries) {
    if (value !== null && value !== "") search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** '/finance?preferredDealership=…&vehiclePriceBudget=…&car_id=…&car_type=…&vin=…#finance-form'. */
export function financeLink(config: SiteConfig, car?: LinkCar | null): string {
  const query = car ? financeQueryString(financeLinkParams(car)) : "";
  return `${config.finance.financeLinkPath}${query}#${FINANCE_FORM_ANCHOR}`;
}

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.trim() || null;

const positiveInt = (text: string | null) => {
  if (text === null || !/^\d{1,10}$/.test(text)) return null;
  const n = Number(text);
  return n > 0 && Number.isSafeInteger(n) ? n : null;
};

const money = (text: string | null) => {
  if (text === null) return null;
  const n = Number(text.replace(/[$,\s]/g, ""));
  return Number.isFinite(n) && n > 0 ? n : null;
};

/** Reads a finance link's parameters; anything malformed is simply absent. */
export function parseFinanceLink(params: SearchParamsRecord): FinanceLinkParams {
  const dealership = first(params.preferredDealership);
  const carType = first(params.car_type);
  const vin = first(params.vin);
  return {
    preferredDealership: dealership && /^[a-z0-9-]{1,100}$/.test(dealership) ? dealership : null,
    vehiclePriceBudget: money(first(params.vehiclePriceBudget)),
    car_id: positiveInt(first(params.car_id)),
    car_type: (CAR_TYPES as readonly string[]).includes(carType ?? "")
      ? (carType as CarType)
      : null,
    vin: vin && /^[A-Za-z0-9]{1,32}$/.test(vin) ? vin.toUpperCase() : null,
  };
}
