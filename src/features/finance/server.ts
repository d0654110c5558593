/** What other features use of finance on the server only: the calculator section. */
export { FinanceCalculatorSection } from "./finance-calculator-section";
