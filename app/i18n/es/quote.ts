import type { Widen } from "../catalogue.ts";
import type { enQuote } from "../en/quote.ts";

/**
 * Spanish: the quote request page and form, its window rows, the estimate and the photos field
 * (see ../en/quote.ts). The names of the product models, materials and colours are in ./quote-options.ts.
 */
export const esQuote = {
  quote: {
    heading: "Solicite una cotización",
    intro:
      "Cuéntenos sobre sus ventanas y le prepararemos una cotización gratuita y sin compromiso para sus cortinas y persianas a la medida.",
    formLabel: "Solicitud de cotización",
    name: "Nombre completo",
    productType: "Tipo de producto",
    chooseProductType: "Seleccione un tipo de producto",
    /** The product types' names, by the value the form sends (docs/glossary-es.md). */
    productTypes: {
      blinds: "Persianas",
      curtains: "Cortinas",
      shades: "Persianas de tela",
      drapery: "Cortinajes",
      accessories: "Accesorios",
    },
    productModel: "Modelo del producto",
    chooseModel: "Seleccione un modelo",
    customModel: "Su modelo de producto",
    /** Does not name the "Other" option: its label comes from options.ts, not from this catalogue. */
    customModelHint: "Solo es necesario si su modelo no está en la lista.",
    customModelPlaceholder: "Indique el modelo de su producto",
    quantity: "Cantidad",
    quantityHint: "Si detalla sus ventanas más abajo, esta es la cantidad total.",
    dimensions: "Medidas de la ventana",
    dimensionsPlaceholder: "p. ej., 36 pulgadas x 48 pulgadas",
    color: "Color preferido",
    chooseColor: "Seleccione un color",
    material: "Material preferido",
    chooseProductTypeFirst: "Primero seleccione un tipo de producto",
    chooseMaterial: "Seleccione un material",
    installation: "¿Necesita instalación?",
    chooseOption: "Seleccione una opción",
    no: "No",
    yes: "Sí",
    message: "Información adicional",
    submit: "Enviar solicitud de cotización",
    sent: "¡Su solicitud de cotización se envió correctamente! Nos comunicaremos con usted en breve.",
    failed: "No se pudo enviar la solicitud de cotización. Inténtelo de nuevo o comuníquese directamente con nosotros.",
    /** The sending overlay's progress bar while photos go up. */
    photosUploaded: "Fotos subidas",
    /** Without a space, as the Spanish content writes percentages ("99%"). */
    percent: "{percent}%",
  },
  windows: {
    legend: "Sus ventanas",
    hint: "Una línea por cada tamaño de ventana, en pulgadas con precisión de 1/8 (36 3/8). Deje vacías las líneas que no necesite.",
    howToMeasure: "Cómo medir",
    window: "Ventana {number}",
    room: "Habitación",
    /** The rooms' names, by the value the form sends. */
    rooms: {
      "Living Room": "Sala",
      Bedroom: "Dormitorio",
      "Dining Room": "Comedor",
      Kitchen: "Cocina",
      Bathroom: "Baño",
      Office: "Oficina",
      Other: "Otra",
    },
    width: "Ancho (pulg.)",
    height: "Alto (pulg.)",
    mount: "Montaje",
    mounts: { inside: "Montaje interior", outside: "Montaje exterior" },
    quantity: "Cantidad",
    remove: "Quitar",
    removeWindow: "Quitar la ventana {number}",
    add: "Agregar una ventana",
    /** Checked as the visitor leaves the field. */
    widthInvalid: "Ingrese el ancho en pulgadas, p. ej., 36 3/8",
    heightInvalid: "Ingrese el alto en pulgadas, p. ej., 48",
  },
  estimate: {
    chooseProduct: "Seleccione un tipo de producto y un modelo para ver un estimado.",
    sizes:
      "Medidas para este modelo: de {minWidth} a {maxWidth} pulg. de ancho y de {minHeight} a {maxHeight} pulg. de alto.",
    /** The range as the form shows it: a sentence of its own. Same as in English. */
    sentence: "{estimate}.",
    included: "Estimado: {low} – {high} por {windows}, instalación incluida",
    notIncluded: "Estimado: {low} – {high} por {windows}, sin instalación",
    windows: { one: "{count} ventana", other: "{count} ventanas" },
    note: "El precio exacto se confirma después de la medición gratuita en su casa.",
    /** The estimate's checks; {product} is the model's name from options.ts. */
    widthRange: "El ancho debe estar entre {min} y {max} pulgadas para {product}",
    heightRange: "El alto debe estar entre {min} y {max} pulgadas para {product}",
    tooManyRows: "Indique como máximo {max} ventanas",
    quantity: "Cantidad: un número entero del 1 al {max}",
  },
  photos: {
    label: "Fotos de sus ventanas",
    hint: "Opcional: hasta {count} fotos (JPEG, PNG, WebP o AVIF), de {megabytes} MB como máximo cada una.",
    chosen: "Fotos seleccionadas",
    remove: "Quitar",
    removePhoto: "Quitar {name}",
    count: "Adjunte como máximo {count} fotos",
    total: "Las fotos suman más de {megabytes} MB en total; envíe menos fotos o fotos más pequeñas",
    tooLarge: "“{name}” pesa más de {megabytes} MB; envíe una foto más pequeña",
    notAPhoto: "“{name}” no es una foto JPEG, PNG, WebP o AVIF",
  },
  referral: { note: "Recomendado por un vecino" },
} satisfies Widen<typeof enQuote>;
