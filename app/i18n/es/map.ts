import type { Widen } from "../catalogue.ts";
import type { enMap } from "../en/map.ts";

/** Spanish: the map picker (see ../en/map.ts). */
export const esMap = {
  map: {
    searchLabel: "Buscar una ubicación",
    searchPlaceholder: "Buscar una ubicación...",
    search: "Buscar",
    results: "Lugares encontrados",
    found: { one: "{count} lugar encontrado", other: "{count} lugares encontrados" },
    mapLabel: "Mapa: haga clic para seleccionar la ubicación del proyecto",
    failed: "No se pudo cargar el mapa. Busque el lugar en el campo de arriba.",
    marker: "Ubicación seleccionada",
    /** A map click whose reverse lookup names nothing, or fails ({lat}, {lng} with 6 decimals). */
    selected: "Ubicación seleccionada",
    selectedAt: "Ubicación seleccionada ({lat}, {lng})",
  },
} satisfies Widen<typeof enMap>;
