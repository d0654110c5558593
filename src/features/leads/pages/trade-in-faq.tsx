/**
 * The trade-in FAQ block (five questions), as disclosure elements so it opens
 * without JavaScript. The age and kilometre limits come from the site's forms.tradeIn settings.
 */
import { formatPrice } from "@/domain/format/price";

export function TradeInFaq(props: { maxAgeYears: number; maxKm: number }) {
  const km = formatPrice(props.maxKm).slice(1);
  const faq = [
    {
      q: "How is my online estimate worked out?",
      a: "We compare your car with similar cars we sell, by make, model, year and kilometres. The estimate is a range; the final offer follows a short inspection.",
    },
    {
      q: "Why did I not get an online estimate?",
      a: `Cars over ${props.maxAgeYears} years old or with more than ${km} km need a look in person, so one of our valuers will call you with a price instead.`,
    },
    {
      q: "What do I need to bring to the valuation?",
      a: "Your registration papers, service history, all keys, and details of any finance still owing on the car.",
    },
    {
      q: "Can I trade in a car that still has finance owing?",
      a: "Yes. We confirm the payout figure with your lender and take it off the trade-in amount, so there is nothing extra for you to organise.",
    },
    {
      q: "Do I have to buy a car from you to sell you mine?",
      a: "No. We buy good cars outright too; you can put the money towards a car from us, or simply take the payment.",
    },
  ];
  return (
    <section aria-labelledby="trade-in-faq" className="mt-10">
      <h2 id="trade-in-faq" className="text-2xl font-bold tracking-tight">
        Trade-in questions
      </h2>
      <div className="mt-4 divide-y divide-black/10 rounded-brand border border-black/10">
        {faq.map((item) => (
          <details key={item.q} className="group p-4">
            <summary className="cursor-pointer font-semibold">{item.q}</summary>
            <p className="mt-2 text-ink/80">{item.a}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
