/**
 * What other features use of leads: the forms to embed (server components). Client code
 * imports pushDataLayer from features/analytics directly.
 */
export {
  EnquiryForm,
  FinanceEnquiryForm,
  RequestPhotosForm,
  TestDriveForm,
  VehicleEnquiry,
} from "./lead-forms";
