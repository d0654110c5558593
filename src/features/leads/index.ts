/**
 * What other features use of leads: the forms to embed (server components) and the success
 * path. Client code imports pushDataLayer from features/analytics directly.
 */
export { successPath } from "./form-state";
export {
  EnquiryForm,
  type EnquiryVariant,
  FinanceEnquiryForm,
  MultiStepEnquiry,
  RequestPhotosForm,
  ReserveForm,
  TestDriveForm,
  TradeInForm,
  VehicleEnquiry,
} from "./lead-forms";
