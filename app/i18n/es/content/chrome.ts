import type { Widen } from "../../catalogue.ts";
import type { enChrome } from "../../en/content/chrome.ts";

/**
 * The words of every page's frame in Spanish (see ../../en/content/chrome.ts). They ship with every
 * page React hydrates, so they stay few.
 */
export const esChrome = {
  /** Link labels of the header and footer, by link (app/content/navigation.ts). */
  links: {
    home: "Inicio",
    about: "Nosotros",
    aboutUs: "Quiénes somos",
    products: "Productos",
    services: "Servicios",
    gallery: "Galería",
    newsletter: "Boletín",
    contact: "Contacto",
    blinds: "Persianas",
    curtains: "Cortinas",
    shades: "Persianas de tela",
    drapery: "Cortinajes",
    accessories: "Accesorios",
    motorizedSystems: "Sistemas motorizados",
    customSolutions: "Soluciones a la medida",
    privacyPolicy: "Política de privacidad",
    privacyRequest: "Solicitud de privacidad",
    termsOfService: "Términos del servicio",
    shippingPolicy: "Política de envío",
    faq: "Preguntas frecuentes",
    book: "Agendar una consulta",
  },
  header: {
    /** The name of the main navigation, for screen readers. */
    navigation: "Principal",
    products: "Productos",
    /** The header's booking button: the first word alone where the bar is narrow, the rest after it. */
    bookFirst: "Agendar",
    bookRest: "una consulta",
    openMenu: "Abrir menú",
    closeMenu: "Cerrar menú",
    swatchBag: "Bolsa de muestras",
    swatchBagCount: { one: "Bolsa de muestras, {count} muestra", other: "Bolsa de muestras, {count} muestras" },
  },
  footer: {
    quickLinks: "Enlaces rápidos",
    products: "Productos",
    legal: "Información legal",
    social: "Redes sociales",
    socialLink: "{name} (se abre en una pestaña nueva)",
    copyright: "© {year} {business}. Todos los derechos reservados.",
    paymentCards: "Tarjetas de pago aceptadas",
  },
  /** Page titles: "Persianas horizontales | Amberwood Blinds — Persianas y cortinas a la medida de alta calidad". */
  title: "{page} | {business} — {claim}",
  homeTitle: "{business} | {claim}",
  /** The preview image of pages without their own, and of error pages. */
  siteImageAlt: "Amberwood Blinds: persianas, cortinas y cortinajes a la medida",
  errorDescription: "No pudimos mostrar esta página. Por favor, inténtelo de nuevo.",
} satisfies Widen<typeof enChrome>;
