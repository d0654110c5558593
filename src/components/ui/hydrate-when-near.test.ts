// @vitest-environment happy-dom
/**
 * What a shopper typed into a form's server markup before its code arrived: every changed
 * field, and nothing the markup already said.
 */
import { describe, expect, it } from "vitest";
import { atPlace, nearOrAbsent, placeWithin, typedFields } from "./hydrate-when-near";

function serverForm(): HTMLFormElement {
  document.body.innerHTML = `
    <form id="enquiry">
      <input name="first_name" value="">
      <input name="postcode" value="2150">
      <input type="hidden" name="car_id" value="42">
      <input type="email" name="email">
      <input type="checkbox" name="terms">
      <input type="checkbox" name="newsletter" checked>
      <input type="radio" name="contact" value="phone" checked>
      <input type="radio" name="contact" value="sms">
      <textarea name="comments">Is it still available?</textarea>
      <select name="location">
        <option value="parramatta">Parramatta</option>
        <option value="penrith" selected>Penrith</option>
      </select>
      <select name="time">
        <option value="">Choose a time</option>
        <option value="09:00">9:00 am</option>
      </select>
      <input value="no name">
    </form>`;
  return document.querySelector("form")!;
}

const field = <T extends Element>(form: HTMLFormElement, name: string) =>
  form.querySelector<T & Element>(`[name="${name}"]`)!;

describe("typedFields", () => {
  it("is empty for markup nobody touched, a list with no option marked included", () => {
    expect(typedFields(serverForm())).toEqual({});
  });

  it("keeps typed text, changed ticks, the chosen radio and option, and edited comments", () => {
    const form = serverForm();
    field<HTMLInputElement>(form, "first_name").value = "Jane";
    field<HTMLInputElement>(form, "email").value = "jane@example.com";
    field<HTMLInputElement>(form, "terms").checked = true;
    field<HTMLInputElement>(form, "newsletter").checked = false;
    form.querySelector<HTMLInputElement>('[value="sms"]')!.checked = true;
    field<HTMLTextAreaElement>(form, "comments").value = "Can I see it on Saturday?";
    field<HTMLSelectElement>(form, "location").value = "parramatta";
    field<HTMLSelectElement>(form, "time").value = "09:00";
    expect(typedFields(form)).toEqual({
      first_name: "Jane",
      email: "jane@example.com",
      terms: "on",
      newsletter: "",
      contact: "sms",
      comments: "Can I see it on Saturday?",
      location: "parramatta",
      time: "09:00",
    });
  });

  it("leaves out hidden and unnamed fields, and a value typed back to the markup's own", () => {
    const form = serverForm();
    field<HTMLInputElement>(form, "car_id").value = "7";
    form.querySelector<HTMLInputElement>("input:not([name])")!.value = "typed";
    field<HTMLInputElement>(form, "postcode").value = "2000";
    field<HTMLInputElement>(form, "postcode").value = "2150";
    expect(typedFields(form)).toEqual({});
  });
});

describe("placeWithin and atPlace", () => {
  it("find the control at the same place in a fresh copy of the same markup", () => {
    const markup = `<section><h2>Share</h2><ul><li><button>Share</button></li><li><button>Email</button></li></ul></section>`;
    document.body.innerHTML = `<div id="server">${markup}</div><div id="live">${markup}</div>`;
    const server = document.getElementById("server")!;
    const live = document.getElementById("live")!;
    const email = server.querySelectorAll("button")[1]!;
    const place = placeWithin(server, email);
    expect(place).toEqual([0, 1, 1, 0]);
    expect(atPlace(live, place!)).toBe(live.querySelectorAll("button")[1]);
  });

  it("say nothing of an element outside the root, or a place the copy lacks", () => {
    document.body.innerHTML = `<div id="root"><p>one</p></div><button>elsewhere</button>`;
    const root = document.getElementById("root")!;
    expect(placeWithin(root, document.querySelector("button")!)).toBeNull();
    expect(atPlace(root, [0, 3])).toBeNull();
  });
});

describe("nearOrAbsent", () => {
  /** A part's server markup whose box starts `top` px from the top of the viewport. */
  function part(id: string, top: number) {
    document.body.innerHTML = `<div data-part="${id}"><p>Specifications</p></div>`;
    const markup = document.querySelector<HTMLElement>("[data-part]")!;
    markup.getBoundingClientRect = () => ({ top, bottom: top + 300 }) as DOMRect;
  }

  it("is true for a part with no server markup: nothing to keep, so it renders at once", () => {
    document.body.innerHTML = "";
    expect(nearOrAbsent("«R1»")).toBe(true);
  });

  it("is true for a part on the first screen or within 600 px below it", () => {
    part("«R2»", 100);
    expect(nearOrAbsent("«R2»")).toBe(true);
    part("«R3»", window.innerHeight + 599);
    expect(nearOrAbsent("«R3»")).toBe(true);
  });

  it("is false for a part further down, or far above after a scroll", () => {
    part("«R4»", window.innerHeight + 601);
    expect(nearOrAbsent("«R4»")).toBe(false);
    part("«R5»", -1000);
    expect(nearOrAbsent("«R5»")).toBe(false);
  });
});
