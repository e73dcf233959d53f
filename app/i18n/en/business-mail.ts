/**
 * The business's own e-mails (a new lead, a booking change), in English whatever the customer's language: staff
 * read them. Kept apart from the customer catalogues, which every language fills.
 */
export const businessMail = {
  labels: {
    name: "Name",
    email: "Email",
    phone: "Phone",
    location: "Location",
    coordinates: "Coordinates",
    received: "Received",
    reference: "Reference",
    productType: "Product type",
    model: "Model",
    customModel: "Custom model",
    quantity: "Quantity",
    windowDimensions: "Window dimensions",
    color: "Color",
    material: "Material",
    installationRequired: "Installation required",
    estimate: "Estimate",
    /** The language the customer wrote in, and is answered in (issue 32). */
    language: "Language",
  },
  contactSubject: "New message from {name}",
  quoteSubject: "Quote request: {quantity} × {productType} from {name}",
  swatchSubject: "Swatch order: {count} to mail to {name} ({place})",
  swatchesHeading: "Swatches to pack",
  bringSwatchesHeading: "Swatches to bring",
  address: "Address",
  photosHeading: "Photos (links work for 14 days):",
  photoInDatabase: "(in the database)",
} as const;
