import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { openWithFakes, withoutScripts } from "./forms-helpers";

/**
 * The Spanish forms' messages (issue 32): a refused field and the notice are Spanish on /es/contact,
 * /es/quote-request and /es/book, whether the server answers a native post (no scripts) or the form's island
 * checks and posts (scripts).
 */
const PHONE_INVALID = "Ingrese un número de teléfono válido";
const CONTACT_FAILED = "Hubo un error al enviar su mensaje. Inténtelo de nuevo.";
const QUOTE_FAILED =
  "No se pudo enviar la solicitud de cotización. Inténtelo de nuevo o comuníquese directamente con nosotros.";
const BOOKING_INVALID = "Revise los campos marcados.";
const LA = { lat: "34.0522", lon: "-118.2437", display_name: "Los Ángeles, California, Estados Unidos" };

const box = (scope: Page | Locator, name: string) => scope.getByRole("textbox", { name, exact: true });
const select = (scope: Page | Locator, name: string) => scope.getByRole("combobox", { name, exact: true });

async function fillPerson(scope: Page | Locator, nameLabel: string) {
  await box(scope, nameLabel).fill("Ana Ruiz");
  await box(scope, "Correo electrónico").fill("ana@example.com");
  // A telephone field takes any text; the server's check refuses it.
  await box(scope, "Número de teléfono").fill("llámeme");
}

/** The quote form's choices, with the model and the window size given. */
async function fillQuote(form: Locator, model: string, width: string) {
  await fillPerson(form, "Nombre completo");
  await select(form, "Tipo de producto").selectOption("blinds");
  await select(form, "Modelo del producto").selectOption(model);
  await form.locator("input[name=quantity]").fill("1");
  await select(form, "Color preferido").selectOption("White");
  await select(form, "Material preferido").selectOption("Aluminum");
  await select(form, "¿Necesita instalación?").selectOption("no");
  await form.getByRole("textbox", { name: "Ancho (pulg.)" }).first().fill(width);
  await form.getByRole("textbox", { name: "Alto (pulg.)" }).first().fill("48");
}

/** The first day and time the picker offers (a native post's picker, or the island's). */
async function chooseFirstTime(form: Locator) {
  await form.locator("label.slot-picker__day:has(input:enabled)").filter({ visible: true }).first().click();
  await form.locator("input[name=start]").filter({ visible: true }).first().check();
}

test.describe("Spanish forms without JavaScript", () => {
  test("/es/contact: a refused field and the notice in Spanish, the values kept", async ({ browser, baseURL }) => {
    const { page, posts, close } = await withoutScripts(browser, baseURL, "/es/contact");
    await fillPerson(page, "Su nombre");
    await box(page, "Ubicación del proyecto").fill("Pasadena");
    await box(page, "Mensaje").fill("Hola");
    await page.getByRole("button", { name: "Enviar mensaje" }).click();
    await expect(page.getByText(CONTACT_FAILED)).toBeVisible();
    expect(posts).toEqual([400]);
    await expect(box(page, "Número de teléfono")).toHaveAccessibleDescription(PHONE_INVALID);
    await expect(box(page, "Número de teléfono")).toHaveValue("llámeme");
    await close();
  });

  test("/es/quote-request: a model of another type and a size the product is not made in, in Spanish", async ({
    browser,
    baseURL,
  }) => {
    const { page, posts, close } = await withoutScripts(browser, baseURL, "/es/quote-request");
    const form = page.locator("form.quote-form");
    await fillQuote(form, "Roller Shades", "500");
    await box(form, "Número de teléfono").fill("(213) 555-0100");
    await page.getByRole("button", { name: "Enviar solicitud de cotización" }).click();
    await expect(page.getByText(QUOTE_FAILED)).toBeVisible();
    expect(posts).toEqual([400]);
    await expect(select(form, "Modelo del producto")).toHaveAccessibleDescription("Seleccione un modelo de la lista");
    await expect(form.getByRole("textbox", { name: "Ancho (pulg.)" }).first()).toHaveAccessibleDescription(
      /^El ancho debe estar entre 12 y \d+ pulgadas para Persianas$/,
    );
    await close();
  });

  test("/es/book: a missing time and a refused phone in Spanish, and the notice", async ({ browser, baseURL }) => {
    const { page, posts, close } = await withoutScripts(browser, baseURL, "/es/book");
    await fillPerson(page, "Su nombre");
    await box(page, "Dirección de la visita").fill("1200 Sunset Blvd, Los Angeles, CA");
    await page.getByRole("button", { name: "Agendar consulta" }).click();
    await expect(page.locator(".notice--error")).toHaveText(BOOKING_INVALID);
    expect(posts).toEqual([400]);
    await expect(page.locator(".slot-picker .field__error").filter({ visible: true })).toHaveText("Elija un horario");
    await expect(box(page, "Número de teléfono")).toHaveAccessibleDescription(PHONE_INVALID);
    await close();
  });
});

test.describe("Spanish forms with JavaScript", () => {
  // The island's refused post (400) is reported by the browser as a failed load of the page's own address.
  test.use({ expectedConsoleErrors: [/status of 400 .*\/es\/(contact|quote-request|book)$/] });

  test("/es/contact: the island's own check, then the server's message and the notice, in Spanish", async ({
    page,
  }) => {
    await openWithFakes(page, "/es/contact", { search: () => ({ body: [LA] }) });
    const form = page.locator("form.contact-form");
    await fillPerson(form, "Su nombre");
    await box(form, "Mensaje").fill("Hola");
    await form.getByRole("button", { name: "Enviar mensaje" }).click();
    // No place picked on the map: checked in the browser, nothing is sent.
    await expect(box(form, "Ubicación del proyecto")).toHaveAccessibleDescription(
      /Seleccione la ubicación del proyecto/,
    );
    const search = form.getByRole("combobox", { name: "Buscar una ubicación" });
    await search.fill("los angeles");
    await search.press("Enter");
    await page.getByRole("option", { name: LA.display_name }).click();
    await form.getByRole("button", { name: "Enviar mensaje" }).click();
    await expect(form.getByText(CONTACT_FAILED)).toBeVisible();
    await expect(box(form, "Número de teléfono")).toHaveAccessibleDescription(PHONE_INVALID);
  });

  test("/es/quote-request: the estimate's check as sizes are typed, then the server's message, in Spanish", async ({
    page,
  }) => {
    await openWithFakes(page, "/es/quote-request");
    const form = page.locator("form.quote-form");
    await fillQuote(form, "Standard Mini Blinds", "ancho");
    const width = form.getByRole("textbox", { name: "Ancho (pulg.)" }).first();
    await width.blur();
    await expect(width).toHaveAccessibleDescription("Ingrese el ancho en pulgadas, p. ej., 36 3/8");
    await width.fill("500");
    await width.blur();
    await expect(width).toHaveAccessibleDescription(/^El ancho debe estar entre 12 y \d+ pulgadas para Persianas$/);
    await width.fill("36");
    await form.getByRole("button", { name: "Enviar solicitud de cotización" }).click();
    await expect(form.getByText(QUOTE_FAILED)).toBeVisible();
    await expect(box(form, "Número de teléfono")).toHaveAccessibleDescription(PHONE_INVALID);
  });

  test("/es/book: the island's check of the time, then the server's message and the notice, in Spanish", async ({
    page,
  }) => {
    await openWithFakes(page, "/es/book");
    const form = page.locator("form.booking-form");
    await fillPerson(form, "Su nombre");
    await box(form, "Dirección de la visita").fill("1200 Sunset Blvd, Los Angeles, CA");
    await form.getByRole("button", { name: "Agendar consulta" }).click();
    await expect(form.locator(".slot-picker .field__error")).toHaveText("Elija un horario");
    await chooseFirstTime(form);
    await form.getByRole("button", { name: "Agendar consulta" }).click();
    await expect(form.locator(".notice--error")).toHaveText(BOOKING_INVALID);
    await expect(box(form, "Número de teléfono")).toHaveAccessibleDescription(PHONE_INVALID);
  });
});
