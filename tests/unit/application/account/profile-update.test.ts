import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { birthDate, birthDateParts, type ProfileFormValues, toProfileUpdate } from "@/application/account/profile-update";

const blankForm: ProfileFormValues = {
  fullName: " Sara Ali ",
  countryResidence: "AE",
  nationality: "EG",
  email: "",
  birthDay: "",
  birthMonth: "",
  birthYear: "",
  gender: "",
  addressLine1: "",
  addressLine2: "  ",
  city: "",
  state: "",
  zipCode: "",
  addressCountry: "",
};

describe("birthDate (SPEC §3: day, month and year of birth joined into one date)", () => {
  it.each([
    ["", "", "", null],
    ["12", "4", "1990", "1990-04-12"],
    ["1", "1", "2000", "2000-01-01"],
    ["29", "2", "2024", "2024-02-29"],
    ["29", "2", "2023", "invalid"],
    ["31", "4", "1990", "invalid"],
    ["0", "4", "1990", "invalid"],
    ["12", "13", "1990", "invalid"],
    ["12", "4", "1899", "invalid"],
    ["12", "4", "", "incomplete"],
    ["", "4", "1990", "incomplete"],
  ])("%s/%s/%s → %s", (day, month, year, expected) => {
    expect(birthDate(day, month, year)).toBe(expected);
  });

  it("round-trips every calendar date through its parts", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("1900-01-01T00:00:00Z"), max: new Date("2099-12-31T00:00:00Z"), noInvalidDate: true }),
        (date) => {
          const iso = date.toISOString().slice(0, 10);
          const parts = birthDateParts(iso);
          expect(birthDate(parts.birthDay, parts.birthMonth, parts.birthYear)).toBe(iso);
        },
      ),
    );
  });

  it("splits an unreadable dob into empty parts", () => {
    expect(birthDateParts("12/04/1990")).toEqual({ birthDay: "", birthMonth: "", birthYear: "" });
    expect(birthDateParts(undefined)).toEqual({ birthDay: "", birthMonth: "", birthYear: "" });
  });
});

describe("toProfileUpdate (SPEC §3 profile form as sent)", () => {
  it("trims, keeps the required fields and leaves empty optional ones out", () => {
    expect(toProfileUpdate(blankForm, null)).toEqual({ fullName: "Sara Ali", countryResidence: "AE", nationality: "EG" });
  });

  it("sends the date, gender, lowercased email and address when given", () => {
    const form = { ...blankForm, email: " Sara@Example.COM ", gender: "female", city: "Dubai ", addressCountry: "AE" };
    expect(toProfileUpdate(form, "1990-04-12")).toEqual({
      fullName: "Sara Ali",
      countryResidence: "AE",
      nationality: "EG",
      email: "sara@example.com",
      dob: "1990-04-12",
      gender: "female",
      city: "Dubai",
      addressCountry: "AE",
    });
  });

  it("drops a gender that is neither male nor female", () => {
    expect(toProfileUpdate({ ...blankForm, gender: "other" }, null)).not.toHaveProperty("gender");
  });
});
