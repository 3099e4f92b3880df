import { UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";

import { errors } from "~/messages/en/errors";
import { errors as spanish } from "~/messages/es/errors";

import { errorDetails, statusDetails } from "./error-details";

describe("statusDetails", () => {
  it.each([
    [400, "Bad Request", 400],
    [403, "Forbidden", 403],
    [404, "Not Found", 404],
    [405, "Method Not Allowed", 405],
    [500, "Unknown Server Error", 500],
    [418, "Unknown Server Error", 500],
    [503, "Unknown Server Error", 500],
  ])("status %i reads %s (shown as %i)", (status, title, shown) => {
    expect(statusDetails(status, errors)).toEqual({ status: shown, title });
  });

  it("keeps a message", () => {
    expect(statusDetails(404, errors, errors.notFound)).toEqual({
      status: 404,
      title: errors.statusText[404],
      message: errors.notFound,
    });
  });
});

describe("the Spanish catalogue", () => {
  it("words the 404 and an unknown status in Spanish", () => {
    expect(statusDetails(404, spanish, spanish.notFound)).toEqual({
      status: 404,
      title: "No encontrado",
      message: spanish.notFound,
    });
    expect(statusDetails(502, spanish).title).toBe(
      "Error desconocido del servidor",
    );
  });
});

describe("errorDetails", () => {
  it("maps a route error response to its status and text", () => {
    expect(
      errorDetails(new ErrorResponse(403, "Forbidden", "Members only"), errors),
    ).toEqual({
      status: 403,
      title: "Forbidden",
      message: "Members only",
    });
  });

  it("reads an unknown status as a 500", () => {
    expect(
      errorDetails(new ErrorResponse(502, "Bad Gateway", null), errors),
    ).toEqual({
      status: 500,
      title: "Unknown Server Error",
    });
  });

  it.each([
    ["English", errors],
    ["Spanish", spanish],
  ])(
    "shows a 404 of the router with the plain sentence, not the router's words (%s)",
    (_, texts) => {
      const routerError = new ErrorResponse(
        404,
        "Not Found",
        'Error: No route matches URL "/x"',
        true,
      );
      expect(errorDetails(routerError, texts)).toEqual({
        status: 404,
        title: texts.statusText[404],
        message: texts.notFound,
      });
    },
  );

  it("shows an unexpected error with its message", () => {
    expect(errorDetails(new Error("boom"), errors)).toEqual({
      title: "Unexpected Application Error!",
      message: "boom",
    });
  });

  it("shows something thrown that is not an Error", () => {
    expect(errorDetails("plain string", errors)).toEqual({
      title: "Unexpected Application Error!",
      message: "plain string",
    });
  });
});
