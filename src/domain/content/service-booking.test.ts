import { describe, expect, it } from "vitest";
import { onlineBookingPath, schedulerPath, serviceBookingUrl, weekHours } from "./service-booking";

const place = {
  name: "Parkside Service Centre",
  dealershipName: "Parkside Nissan",
  makes: ["Nissan"],
};

describe("serviceBookingUrl", () => {
  it("uses an entry named for the location", () =>
    expect(
      serviceBookingUrl(
        place,
        [{ name: "parkside service centre", make: null, url: "/service-noosa" }],
        null,
      ),
    ).toBe("/service-noosa"));

  it("uses an entry named for the dealership when its make is serviced there", () => {
    const entries = [
      { name: "Parkside Nissan", make: "Subaru", url: "/subaru" },
      { name: "Parkside Nissan", make: "nissan", url: "https://book.example/nissan" },
    ];
    expect(serviceBookingUrl(place, entries, null)).toBe("https://book.example/nissan");
  });

  it("falls back to the dealership's booking address, then to none", () => {
    expect(serviceBookingUrl(place, [{ name: "Elsewhere", make: null, url: "/x" }], "/book")).toBe(
      "/book",
    );
    expect(serviceBookingUrl({ ...place, dealershipName: null }, [], null)).toBeNull();
  });
});

describe("weekHours", () => {
  it("lists Monday to Sunday, missing and closed days as Closed", () => {
    const week = weekHours([
      { weekday: 0, status: "Closed", formated_hours: "" },
      { weekday: 1, status: "Open", formated_hours: "7:30 am – 5:00 pm" },
      { weekday: 6, status: "Open", formated_hours: "8:00 am – 12:00 pm" },
    ]);
    expect(week.map((d) => d.day)).toEqual([
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
      "Sunday",
    ]);
    expect(week[0]!.text).toBe("7:30 am – 5:00 pm");
    expect(week[1]!.text).toBe("Closed");
    expect(week[5]!.text).toBe("8:00 am – 12:00 pm");
    expect(week[6]!.text).toBe("Closed");
  });
  it("is all Closed without hours", () =>
    expect(weekHours([]).every((d) => d.text === "Closed")).toBe(true));
});

describe("the site's own booking pages", () => {
  const plain = {
    defaultPath: "/service",
    schedulingUrl: null,
    schedulingPath: "/subaru-service",
  };
  const scheduled = { ...plain, schedulingUrl: "https://scheduler.example.com/dealer/42" };
  it("have a scheduler page only where a scheduling address is set", () => {
    expect(schedulerPath(plain)).toBeNull();
    expect(schedulerPath(scheduled)).toBe("/subaru-service");
  });
  it("book online at the scheduler where there is one, else at the default page", () => {
    expect(onlineBookingPath(plain)).toBe("/service");
    expect(onlineBookingPath({ ...plain, defaultPath: "/book-a-service" })).toBe("/book-a-service");
    expect(onlineBookingPath(scheduled)).toBe("/subaru-service");
  });
});
