/**
 * English: the quote request page and form (spec §2.13, §3.2, §4, §8), its window rows, the
 * price range that follows them (issue 13) and the photos field.
 */
export const enQuote = {
  quote: {
    heading: "Request a Quote",
    intro:
      "Tell us about your windows and we will prepare a free, no-obligation quote for your made-to-measure treatments.",
    formLabel: "Quote request",
    name: "Full Name",
    productType: "Product Type",
    chooseProductType: "Select a product type",
    /** The product types' names, by the value the form sends. */
    productTypes: {
      blinds: "Blinds",
      curtains: "Curtains",
      shades: "Shades",
      drapery: "Drapery",
      accessories: "Accessories",
    },
    productModel: "Product Model",
    chooseModel: "Select a model",
    customModel: "Your Product Model",
    customModelHint: "Only needed when you choose Other.",
    customModelPlaceholder: "Please specify your product model",
    quantity: "Quantity",
    quantityHint: "With windows listed below, this is their total.",
    dimensions: "Window Dimensions",
    dimensionsPlaceholder: "e.g., 36 inches x 48 inches",
    color: "Preferred Color",
    chooseColor: "Select a color",
    material: "Preferred Material",
    chooseProductTypeFirst: "Select a product type first",
    chooseMaterial: "Select a material",
    installation: "Installation Required",
    chooseOption: "Select an option",
    no: "No",
    yes: "Yes",
    message: "Additional Information",
    submit: "Submit Quote Request",
    sent: "Your quote request has been sent successfully! We will contact you shortly.",
    failed: "Failed to send quote request. Please try again or contact us directly.",
    /** The sending overlay's progress bar while photos go up. */
    photosUploaded: "Photos uploaded",
    percent: "{percent} %",
  },
  windows: {
    legend: "Your windows",
    hint: "One line per window size, in inches to the eighth (36 3/8). Leave lines you do not need empty.",
    howToMeasure: "How to measure",
    window: "Window {number}",
    room: "Room",
    /** The rooms' names, by the value the form sends. */
    rooms: {
      "Living Room": "Living Room",
      Bedroom: "Bedroom",
      "Dining Room": "Dining Room",
      Kitchen: "Kitchen",
      Bathroom: "Bathroom",
      Office: "Office",
      Other: "Other",
    },
    width: "Width (in)",
    height: "Height (in)",
    mount: "Mount",
    mounts: { inside: "Inside mount", outside: "Outside mount" },
    quantity: "How many",
    remove: "Remove",
    removeWindow: "Remove window {number}",
    add: "Add a window",
    /** Checked as the visitor leaves the field. */
    widthInvalid: "Please enter the width in inches, e.g. 36 3/8",
    heightInvalid: "Please enter the height in inches, e.g. 48",
  },
  estimate: {
    chooseProduct: "Choose a product type and model to see an estimate.",
    sizes: "Sizes for this model: {minWidth}–{maxWidth} in wide, {minHeight}–{maxHeight} in high.",
    /** The range as the form shows it: a sentence of its own. */
    sentence: "{estimate}.",
    included: "Estimated {low} – {high} for {windows}, installation included",
    notIncluded: "Estimated {low} – {high} for {windows}, installation not included",
    windows: { one: "{count} window", other: "{count} windows" },
    note: "The exact price follows the free measurement at your home.",
    /** The estimate's checks, in the browser as sizes are typed and again on the server. */
    widthRange: "Width must be between {min} and {max} inches for {product}",
    heightRange: "Height must be between {min} and {max} inches for {product}",
    tooManyRows: "Please list at most {max} windows",
    quantity: "How many: a whole number from 1 to {max}",
  },
  photos: {
    label: "Photos of your windows",
    hint: "Optional: up to {count} photos (JPEG, PNG, WebP or AVIF), {megabytes} MB each.",
    chosen: "Chosen photos",
    remove: "Remove",
    removePhoto: "Remove {name}",
    /** Checked in the browser as photos are chosen, and again by the server as they stream in. */
    count: "Please attach at most {count} photos",
    total: "The photos come to more than {megabytes} MB in all; please send fewer or smaller ones",
    tooLarge: "“{name}” is larger than {megabytes} MB; please send a smaller photo",
    notAPhoto: "“{name}” is not a JPEG, PNG, WebP or AVIF photo",
  },
  /** Shown on the form reached by a customer's referral link (issue 34): never who referred the visitor. */
  referral: { note: "Referred by a neighbour" },
} as const;
