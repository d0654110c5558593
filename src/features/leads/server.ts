/**
 * What other features use of leads on the server only: the forms to embed (server components
 * that load the site's setup), the car a lead page is about, the rate-limit store, the delivery
 * worker's start and a site's mail sender and address (the console's mail and ADF use them),
 * and test leads with the dealer targets they go to (the console's delivery health).
 */
export { siteMailInfo } from "./delivery/site-mail-info";
export { startLeadDelivery } from "./delivery/start-delivery.server";
export {
  EnquiryForm,
  FinanceEnquiryForm,
  RequestPhotosForm,
  TestDriveForm,
  VehicleEnquiry,
} from "./lead-forms";
export { rateLimitStore } from "./lead-services.server";
export { carFromQuery } from "./load-lead-pages.server";
export { sendTestLead, siteDeliveryTargets } from "./submit/test-lead";
