/** Equipment lists, search feature filters and dealer comment fragments. */

export const STANDARD_EQUIPMENT = [
  "Apple CarPlay and Android Auto",
  "Reversing camera",
  "Autonomous emergency braking",
  "Lane keep assist",
  "Adaptive cruise control",
  "Blind spot monitoring",
  "Rear cross traffic alert",
  "Dual-zone climate control",
  "Keyless entry and push-button start",
  "LED headlights",
  "Front and rear parking sensors",
  "Satellite navigation",
  "Digital instrument cluster",
  "Wireless phone charger",
  "Heated front seats",
  "Power tailgate",
  "Alloy wheels",
  "Tyre pressure monitoring",
  "Auto high beam",
  "Rain-sensing wipers",
  "Bluetooth audio streaming",
  "USB-C charging ports",
  "Head-up display",
  "360-degree camera",
] as const;

/** Values of the filtered_features facet. */
export const FILTER_FEATURES = [
  "Apple CarPlay",
  "Android Auto",
  "Reversing Camera",
  "Bluetooth",
  "Sunroof",
  "Leather Seats",
  "Tow Bar",
  "Heated Seats",
  "Navigation",
  "Adaptive Cruise Control",
  "360 Camera",
  "Third Row Seating",
] as const;

export const CARAVAN_EQUIPMENT = [
  "Queen island bed",
  "Full ensuite with separate shower",
  "Front boot",
  "Diesel heater",
  "Solar panels (2 x 200 W)",
  "Lithium battery 200 Ah",
  "Reverse-cycle air-conditioner",
  "External kitchen slide-out",
  "Roll-out awning",
  "Washing machine",
  "Four-burner cooktop with grill",
  "Microwave",
  "Three-way fridge 184 L",
  "Two 95 L fresh water tanks",
  "Grey water tank",
  "Independent coil suspension",
  "Electric brakes",
  "Rear camera",
  "TV with DVD player",
  "Bluetooth sound system",
] as const;

export const COMMENT_OPENERS = [
  "Just arrived and ready for a test drive today.",
  "This one will not last long at this price.",
  "Presented in outstanding condition inside and out.",
  "One careful owner with full service history.",
  "Drive away today with finance available on approval.",
  "Perfect for the family, the daily commute or a weekend away.",
] as const;

export const COMMENT_DETAILS = [
  "Our workshop has completed a full mechanical inspection and the car comes with a fresh service.",
  "Features include Apple CarPlay, a reversing camera and adaptive cruise control for stress-free touring.",
  "Comes with two keys, owner's manuals and the balance of the manufacturer's warranty where applicable.",
  "Trade-ins welcome: bring your current vehicle in for an on-the-spot valuation from our team.",
  "We can arrange delivery Australia-wide; ask our sales team about door-to-door transport.",
  "Tyres have plenty of tread left and the interior has been professionally detailed.",
  "Extended warranty options are available, covering up to five years for extra peace of mind.",
  "Finance, insurance and extended warranty can all be organised under one roof on the day.",
] as const;

export const COMMENT_CLOSERS = [
  "Call us today or send an enquiry to secure it.",
  "Book a test drive online and we will have it ready for you.",
  "Visit our showroom seven days a week.",
] as const;
