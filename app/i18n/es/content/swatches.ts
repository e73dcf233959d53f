import type { Widen } from "../../catalogue.ts";
import type { enSwatches } from "../../en/content/swatches.ts";

/**
 * Las muestras gratis de las páginas de estilos y productos (see ../../en/content/swatches.ts), in the words of
 * docs/glossary-es.md: swatch = muestra; a swatch bag = su bolsa de muestras. Placeholders: {max} the most swatches
 * a bag holds, {name} the swatch's name.
 */
export const esSwatches = {
  heading: "Muestras gratis",
  intro:
    "Vea el color y la textura reales en su ventana: agregue hasta {max} muestras gratis a su bolsa. Se las enviamos por correo o se las llevamos a su consulta gratuita.",
  add: "Agregar muestra gratis",
  addName: "Agregar muestra gratis: {name}",
  inBag: "En su bolsa de muestras",
  added: "Se agregó a su bolsa de muestras.",
  viewBag: "Ver su bolsa de muestras",
  full: "Su bolsa ya tiene {max} muestras, lo máximo que enviamos a la vez. Quite una para agregar otra.",
  opacity: {
    sheer: "Translúcida",
    "light-filtering": "Filtra la luz",
    "room-darkening": "Oscurece la habitación",
    blackout: "Blackout",
  },
  items: {
    "horizontal-snow-white": {
      name: "Imitación madera blanco nieve",
      description: "Un blanco pintado y nítido que combina con cualquier moldura.",
    },
    "horizontal-natural-oak": {
      name: "Madera roble natural",
      description: "Madera de tilo auténtica con tinte transparente tono roble.",
    },
    "horizontal-espresso": { name: "Madera espresso", description: "Un tinte café oscuro que enmarca la vista." },
    "horizontal-brushed-silver": {
      name: "Aluminio plateado cepillado",
      description: "Tablillas metálicas delgadas con un brillo satinado suave.",
    },
    "vertical-alabaster": {
      name: "Vinil alabastro",
      description: "Láminas lisas y fáciles de limpiar en un blanco cálido.",
    },
    "vertical-linen-weave": {
      name: "Tela tejido de lino",
      description: "Láminas de tela suave que filtran el sol.",
    },
    "vertical-dove-grey": {
      name: "PVC gris paloma",
      description: "Láminas sólidas que oscurecen la habitación al cerrarse.",
    },
    "vertical-sandstone": {
      name: "Arenisca texturizada",
      description: "Un acabado en relieve que disimula las huellas.",
    },
    "panel-ivory-linen": {
      name: "Panel lino marfil",
      description: "Un aspecto de lino natural para ventanales amplios.",
    },
    "panel-charcoal-weave": {
      name: "Panel tejido carbón",
      description: "Un tejido denso que suaviza la luz de las puertas de patio.",
    },
    "panel-cloud-sheer": { name: "Panel translúcido nube", description: "Un panel ligero que conserva la vista." },
    "panel-sage-blackout": {
      name: "Panel blackout salvia",
      description: "Un panel verde suave que bloquea la luz.",
    },
    "mini-pure-white": { name: "Blanco puro", description: "La clásica tablilla de 1 pulgada en blanco brillante." },
    "mini-cream": { name: "Crema", description: "Un crema suave que da calidez a la cocina." },
    "mini-pewter": {
      name: "Aluminio peltre",
      description: "Tablillas de metal cepillado para un espacio moderno.",
    },
    "mini-matte-black": {
      name: "Negro mate",
      description: "Una tablilla llamativa que combina con marcos negros.",
    },
    "sheer-white-voile": {
      name: "Voile blanco",
      description: "Voile fino y liso que suaviza la luz del día.",
    },
    "sheer-natural-linen": {
      name: "Lino translúcido natural",
      description: "Un tejido irregular de aire relajado.",
    },
    "sheer-ivory-embroidered": {
      name: "Translúcida bordada marfil",
      description: "Delicadas enredaderas bordadas sobre voile marfil.",
    },
    "sheer-mist-grey": {
      name: "Translúcida gris neblina",
      description: "Una tela translúcida gris fría para espacios modernos.",
    },
    "blackout-navy": { name: "Azul marino liso", description: "Azul marino profundo con forro blackout completo." },
    "blackout-oatmeal-linen": {
      name: "Avena con aspecto de lino",
      description: "Una cara texturizada sobre una capa blackout.",
    },
    "blackout-emerald-velvet": {
      name: "Terciopelo esmeralda",
      description: "Terciopelo intenso que bloquea la luz por completo.",
    },
    "blackout-graphite-twill": {
      name: "Sarga grafito",
      description: "Una sarga resistente que oscurece casi toda la habitación.",
    },
    "thermal-cream": { name: "Térmica crema", description: "Un forro aislante detrás de una cara color crema." },
    "thermal-chocolate": { name: "Térmica chocolate", description: "Café cálido con forro de espuma." },
    "thermal-slate-blue": {
      name: "Azul pizarra con ojillos",
      description: "Ojillos en una tela que conserva el calor.",
    },
    "thermal-quilted-ivory": {
      name: "Acolchada marfil",
      description: "Capas acolchadas para las ventanas más frías.",
    },
    "decorative-rose-floral": { name: "Floral rosa", description: "Un jardín estampado de rosas suaves." },
    "decorative-coastal-stripe": {
      name: "Rayas costeras",
      description: "Rayas azules y blancas para un espacio luminoso.",
    },
    "decorative-gold-damask": { name: "Damasco dorado", description: "Un motivo tejido con un brillo discreto." },
    "decorative-terracotta-ikat": {
      name: "Ikat terracota",
      description: "Un ikat de trazo artesanal en cálidos tonos tierra.",
    },
    "roller-arctic-white": {
      name: "Blanco ártico",
      description: "Una tela lisa que resplandece con la luz del día.",
    },
    "roller-solar-grey": {
      name: "Tela screen solar 5% gris",
      description: "Reduce el reflejo y el calor sin perder la vista.",
    },
    "roller-linen-beige": { name: "Lino beige", description: "Una textura tejida en un neutro cálido." },
    "roller-midnight-blackout": {
      name: "Blackout medianoche",
      description: "Una tela recubierta que bloquea la luz.",
    },
    "roman-ivory-linen": { name: "Lino belga marfil", description: "Pliegues suaves de un lino clásico." },
    "roman-harbor-blue": { name: "Azul puerto", description: "Un algodón con forro en azul costero profundo." },
    "roman-taupe-herringbone": {
      name: "Espiga topo",
      description: "Un tejido en zigzag que aporta un diseño discreto.",
    },
    "roman-blush-blackout": {
      name: "Blackout rosa pálido",
      description: "Una cara rosa suave con forro blackout.",
    },
    "cellular-white-single": {
      name: "Blanco celda sencilla",
      description: "Aislamiento ligero que ilumina la habitación.",
    },
    "cellular-sand-double": {
      name: "Arena celda doble",
      description: "Dos capas de celdas para más calidez y silencio.",
    },
    "cellular-stone-blackout": {
      name: "Celda blackout piedra",
      description: "Una celda con forro metálico que bloquea la luz.",
    },
    "cellular-mist-triple": {
      name: "Neblina celda triple",
      description: "Nuestra persiana más aislante, para climas extremos.",
    },
    "woven-honey-bamboo": { name: "Bambú miel", description: "Un tejido cerrado de bambú en tonos dorados." },
    "woven-walnut-reed": { name: "Junco nogal", description: "Juncos delgados y uniformes en tinte oscuro." },
    "woven-natural-jute": { name: "Yute natural", description: "Fibras gruesas de textura rica." },
    "woven-driftwood-lined": {
      name: "Madera de deriva con forro de privacidad",
      description: "Un tejido lavado en gris con respaldo para más privacidad.",
    },
    "motorized-white-roller": {
      name: "Tela enrollable blanca",
      description: "Tela lisa para persianas enrollables motorizadas silenciosas.",
    },
    "motorized-charcoal-solar": {
      name: "Tela screen solar carbón 3%",
      description: "Control del reflejo con horario programado.",
    },
    "motorized-linen-roman": {
      name: "Tela romana de lino",
      description: "Pliegues suaves que suben con solo tocar un botón.",
    },
    "motorized-ink-cellular": {
      name: "Celular blackout tinta",
      description: "Celdas tipo panal que oscurecen el dormitorio a su hora.",
    },
    "drapery-pearl-voile": { name: "Voile perla", description: "Voile fino de caída suave y tradicional." },
    "drapery-flax-sheer": {
      name: "Translúcido color lino",
      description: "Una tela translúcida con aspecto de lino para rieles de pliegue ondulado.",
    },
    "drapery-silver-mist": { name: "Neblina plateada", description: "Un hilo metálico sutil que atrapa la luz." },
    "drapery-champagne-batiste": {
      name: "Batista champán",
      description: "Una batista fina en un cálido tono champán.",
    },
    "drapery-ivory-sateen": {
      name: "Satén marfil",
      description: "Satén con pliegue francés sobre forro blackout.",
    },
    "drapery-charcoal-basketweave": {
      name: "Tejido canasta carbón",
      description: "Un tejido texturizado para paneles de pliegue ondulado.",
    },
    "drapery-sapphire-velvet": {
      name: "Terciopelo zafiro",
      description: "Terciopelo con entretela y respaldo blackout.",
    },
    "drapery-mocha-silk": {
      name: "Seda dupioni moca",
      description: "Seda lustrosa con forro completo contra la luz.",
    },
    "drapery-ivory-damask": {
      name: "Damasco marfil",
      description: "Un damasco tradicional para cabeceras plisadas.",
    },
    "drapery-navy-geometric": {
      name: "Geométrico azul marino",
      description: "Un estampado geométrico llamativo en pliegues ondulados.",
    },
    "drapery-botanical-print": { name: "Estampado botánico", description: "Hojas verdes sobre un fondo natural." },
    "drapery-ruby-trim": {
      name: "Rubí con ribete de borlas",
      description: "Un rojo intenso con ribete cosido a mano.",
    },
    "drapery-parchment-thermal": {
      name: "Térmico pergamino",
      description: "Cortinaje plisado con entretela térmica.",
    },
    "drapery-forest-wool": {
      name: "Mezcla de lana verde bosque",
      description: "Una mezcla de lana densa que conserva el calor.",
    },
    "drapery-stone-insulated": {
      name: "Piedra aislante",
      description: "Pliegues ondulados con respaldo aislante.",
    },
    "drapery-burgundy-triple": {
      name: "Borgoña de triple capa",
      description: "Tres capas para las habitaciones más frías.",
    },
    "drapery-white-ripple": {
      name: "Translúcido blanco de pliegue ondulado",
      description: "Una tela translúcida que se desliza en un riel motorizado oculto.",
    },
    "drapery-oyster-linen": {
      name: "Mezcla de lino ostra",
      description: "Un neutro sereno para paneles motorizados de uso diario.",
    },
    "drapery-slate-blackout": {
      name: "Blackout pizarra",
      description: "Oscuridad total con solo tocar un botón.",
    },
    "drapery-camel-velvet": {
      name: "Terciopelo camello",
      description: "Terciopelo premium con motores muy silenciosos.",
    },
    "drapery-ivory-faux-silk": {
      name: "Seda sintética marfil",
      description: "Un tejido lustroso de elegancia clásica.",
    },
    "drapery-belgian-linen": { name: "Lino belga natural", description: "Lino sencillo para espacios modernos." },
    "drapery-teal-velvet": {
      name: "Terciopelo de algodón verde azulado",
      description: "Un pelo profundo de color intenso.",
    },
    "drapery-pebble-boucle": { name: "Bouclé guijarro", description: "Una textura rizada de tacto suave." },
    "finial-brushed-nickel": {
      name: "Níquel cepillado",
      description: "Un acabado metálico satinado para espacios modernos.",
    },
    "finial-oil-rubbed-bronze": {
      name: "Bronce aceitado",
      description: "Un bronce oscuro con reflejos cobrizos.",
    },
    "finial-antique-brass": { name: "Latón antiguo", description: "Un dorado cálido con pátina suave." },
    "finial-clear-crystal": {
      name: "Cristal transparente",
      description: "Vidrio facetado que atrapa la luz.",
    },
    "valance-ivory-box-pleat": {
      name: "Pliegues encontrados marfil",
      description: "Pliegues de corte preciso en algodón firme.",
    },
    "valance-sage-swag": { name: "Cenefa drapeada salvia", description: "Caídas suaves en un verde sereno." },
    "valance-navy-cornice": {
      name: "Cenefa rígida azul marino",
      description: "Una tabla acolchada forrada de lino azul marino.",
    },
    "valance-red-toile": {
      name: "Toile rojo",
      description: "Un toile estampado clásico para espacios tradicionales.",
    },
    "tieback-gold-tassel": {
      name: "Borla dorada",
      description: "Cordón y borla con hilos de aspecto sedoso.",
    },
    "tieback-ivory-tassel": {
      name: "Borla marfil",
      description: "Una borla suave que combina con telas claras.",
    },
    "tieback-charcoal-band": {
      name: "Banda de tela carbón",
      description: "Una banda a la medida en gris profundo.",
    },
    "tieback-bronze-holdback": {
      name: "Sujetador de pared bronce",
      description: "Un brazo de pared en bronce oscuro.",
    },
    "rod-matte-black-iron": {
      name: "Hierro negro mate",
      description: "Un aspecto forjado a mano para cualquier espacio.",
    },
    "rod-satin-nickel": { name: "Níquel satinado", description: "Un plateado suave para espacios contemporáneos." },
    "rod-warm-walnut": {
      name: "Madera nogal cálido",
      description: "Una barra de madera torneada con tinte intenso.",
    },
    "rod-white-ceiling-track": {
      name: "Riel de techo blanco",
      description: "Un riel discreto para cortinajes de pliegue ondulado.",
    },
  },
} satisfies Widen<typeof enSwatches>;
