/**
 * The dealer console at /admin, on the server only: its pages' loaders and views, and the route
 * handlers of its forms and CSV export. Staff sign in by emailed link (see staff-sign-in.ts).
 */
export { AuditView } from "./audit-page";
export { consoleContext } from "./console-services.server";
export { ConsoleShell } from "./console-shell";
export { DeliveryView } from "./delivery-page";
export {
  handleCsv,
  handleFollowUp,
  handleLinkSignIn,
  handleRetry,
  handleSendLink,
  handleStaffSignOut,
} from "./handle-console";
export { handleTestLead } from "./handle-delivery";
export { handleApplyUpload, handleCarVisibility, handleUpload } from "./handle-stock";
export { healthDeps } from "./health-services.server";
export { HomeView } from "./home-page";
export { InboxView } from "./inbox-page";
export { LeadView } from "./lead-page";
export {
  loadAuditPage,
  loadDeliveryPage,
  loadHomePage,
  loadInboxPage,
  loadLeadPage,
  loadLinkPage,
  loadSignInPage,
} from "./load-console-pages.server";
export { loadStockPage, loadStockUploadPage } from "./load-stock-pages.server";
export { StaffLinkPage, StaffSignInPage } from "./sign-in-pages";
export { startDeliveryChecks } from "./start-delivery-checks.server";
export { loadStockHealth, type StockHealth, StockHealthWarning } from "./stock-health";
export { StockView } from "./stock-page";
export { stockDeps } from "./stock-services.server";
export { StockUploadView } from "./stock-upload-page";
