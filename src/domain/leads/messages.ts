/**
 * Every text a lead form shows for an error, in one place so that the server, the browser and
 * the tests agree to the letter. Some are fixed texts dealers already know; the other field
 * messages are written here once, plainly.
 */

/** Postcode field: required, exactly 4 digits. Used for an empty postcode too. */
export const POSTCODE_MESSAGE = "Invalid postcode. Please enter a 4-digit number.";
/** Postcode lookup with no match. */
export const POSTCODE_NOT_FOUND = "Invalid postcode";
/** Form-level errors appear as a list under this heading. */
export const FIX_ERRORS_HEADING = "Please fix the following errors:";
/** Enquiry submit failure: alert and form error. */
export const SUBMIT_FAILED = "An error occurred when submitting this form.";
/** Car enquiry last step with no lead_id (misspelt as the dealer has always seen it). */
export const UNEXPECTED_ERROR = "An unexpected error occured.";
/** Request photos form: hidden default text. */
export const REQUEST_PHOTOS_MESSAGE = "Please send photos for this car";

/** The other field messages. */
export const FIELD_MESSAGES = {
  nameRequired: "Please enter your first name.",
  lastNameRequired: "Please enter your last name.",
  nameTooLong: "Please keep names under 50 characters.",
  phoneRequired: "Please enter your mobile number.",
  phoneInvalid: "Please enter a valid Australian phone number, like 04 1234 5678.",
  emailRequired: "Please enter your email address.",
  emailInvalid: "Please enter a valid email address, like name@example.com.",
  commentsRequired: "Please enter your message.",
  commentsTooLong: "Please keep your message under 2,000 characters.",
  categoryRequired: "Please choose an enquiry type.",
  locationRequired: "Please choose a location.",
  dealershipRequired: "Please choose a dealership.",
  regoInvalid: "Please enter a rego of up to 9 letters and numbers.",
  regoStateRequired: "Please choose the state the car is registered in.",
  appointmentInvalid: "Please choose a time from the list.",
  appointmentTaken: "Sorry, that time has just been booked. Please choose another time.",
  yearInvalid: "Please enter the year the car was built, like 2019.",
  makeRequired: "Please enter the make.",
  modelRequired: "Please enter the model.",
  kmInvalid: "Please enter the odometer reading in kms.",
  amountInvalid: "Please enter an amount in dollars.",
  positionRequired: "Please tell us which role you are interested in.",
  partRequired: "Please tell us which part or accessory you need.",
  paymentRequired: "Please choose how you would like to pay the deposit.",
  contactPreferenceInvalid: "Please choose how you would like us to contact you.",
  carMissing: "This form has lost the car it is about. Please reload the page and try again.",
  modelMissing: "This form has lost the model it is about. Please reload the page and try again.",
  tooLong: "This answer is too long. Please shorten it.",
  captchaRequired: "Please wait while we check you are not a robot, then try again.",
  captchaFailed: "We could not verify that you are not a robot. Please try again.",
} as const;

/** Answers of the abuse controls (429 and friends). */
export const ABUSE_MESSAGES = {
  rateLimited:
    "You have sent several enquiries in a short time. Please wait a few minutes and try again, or give us a call.",
  tooLarge: "This form is larger than we accept. Please shorten your message and try again.",
  badOrigin: "This form must be sent from the dealer's own website.",
} as const;

/** Shown when a car was reserved by someone else between page load and submit. */
export const CAR_UNAVAILABLE = "Sorry, this car has just been reserved or sold.";
