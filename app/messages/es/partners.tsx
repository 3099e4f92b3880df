import {
  PRIMARY_PACKAGE_COUNT,
  SIMULTANEOUS_STREAMS,
} from "~/config/constants";
import { site } from "~/config/site";
import { countWordCapitalized } from "~/i18n/count-word";
import { wordsHandle } from "~/i18n/words";

import type { PartnersMessages } from "../en/partners";

/** The ISPs / MDUs page in Spanish; the keys are those of ../en/partners.ts. */
export const partners: PartnersMessages = {
  meta: {
    title: "Empresas: proveedores de internet y cable, edificios y hoteles",
    description: `Asóciate con ${site.name} para ofrecer TV en vivo a suscriptores de internet, residentes de apartamentos y huéspedes de hoteles.`,
  },
  eyebrow: "Empresas",
  title: ["Para proveedores", "de internet y cable,", "edificios y hoteles"],
  lead: "Suma TV en vivo a lo que ya vendes, sin construir una plataforma de video. Nosotros ponemos los canales con licencia, el servicio de streaming y las apps; tú pones los clientes.",
  isps: {
    title: "Para proveedores de internet y de cable",
    body: "Tus suscriptores están dejando el cable. Ofréceles un paquete de TV que funcione con la banda ancha que ya te compran, en lugar de dejar que otra empresa se quede con lo que gastan en TV.",
    points: [
      "Conserva en tu factura los ingresos por TV con un servicio adicional de TV en vivo.",
      "Reemplaza o amplía tu red de TV por cable sin equipos de cabecera nuevos.",
      "No hay equipos que enviar: tus suscriptores ven TV en la web, en celulares, en reproductores de streaming y en smart TV.",
    ],
    cta: "Escríbele a nuestro equipo de alianzas",
    ctaTopic: "si eres proveedor de internet o de cable",
    subject: `Alianza para proveedores de internet y cable: agendar una llamada con ${site.name}`,
    mailBody: [
      "Hola:",
      "",
      "Queremos hablar sobre ofrecer TV en vivo a nuestros suscriptores.",
      "",
      "Empresa:",
      "Zonas donde damos servicio (ciudades o estados):",
      "Suscriptores de internet:",
      "Servicio de TV que ofrecemos hoy, si lo hay, y cuándo termina el contrato:",
      "Dispositivos en los que ven TV nuestros suscriptores:",
      "Mejores horarios para una llamada:",
    ].join("\n"),
  },
  mdus: {
    title: "Para edificios: apartamentos, hoteles y campus",
    body: "Los residentes y los huéspedes esperan tener TV en vivo desde el día en que se mudan o llegan. Ofrécela por la red de tu propiedad, en cada unidad, sin cambiar el cableado coaxial y sin rentar decodificadores.",
    points: [
      "Cuentas por volumen para cada unidad, habitación o cama, con un solo acuerdo que defines con nuestro equipo de ventas.",
      "Cuentas para hoteles con los canales locales, las noticias y los deportes que buscan los huéspedes.",
      `${countWordCapitalized("es", SIMULTANEOUS_STREAMS)} pantallas a la vez por cuenta, para apartamentos compartidos y suites.`,
    ],
    cta: "Escríbele a nuestro equipo de ventas",
    ctaTopic: "sobre tu propiedad",
    subject: `Cuentas para edificios (apartamentos, hoteles, campus): agendar una llamada con ${site.name}`,
    mailBody: [
      "Hola:",
      "",
      "Queremos TV en vivo para nuestra propiedad.",
      "",
      "Propiedades (apartamentos, hotel, campus):",
      "Unidades, habitaciones o camas de cada una:",
      "Ubicación (ciudad y estado):",
      "Proveedor actual de TV o internet, y cuándo termina el contrato:",
      "Dispositivos en los que ven TV los residentes o huéspedes (smart TV, reproductores de streaming, celulares):",
      "Mejores horarios para una llamada:",
    ].join("\n"),
  },
  note: "“Sin contratos, cancela cuando quieras” es nuestra promesa para las suscripciones individuales. Los acuerdos por volumen y con socios se definen con nuestro equipo de ventas, a la medida de tu propiedad o de tu red.",
  table: {
    caption: "En resumen",
    challenge: {
      title: "El problema",
      text: "Los hogares están dejando el cable por el streaming, y cada uno que lo deja se lleva a otra parte lo que gasta en TV. Crear tu propio servicio de TV implica licenciar canales, montar una plataforma de video y tener una app para cada dispositivo.",
    },
    solution: {
      title: "Cómo te ayudamos",
      text: `${site.name}: una lista de canales en vivo y con licencia que llega por la conexión a internet que ya ofreces, con apps para la web, celulares, reproductores de streaming y smart TV. Sin decodificadores ni cableado nuevo.`,
    },
    offering: {
      title: "Qué incluye",
      items: [
        `${countWordCapitalized("es", PRIMARY_PACKAGE_COUNT)} paquetes principales más paquetes adicionales, a la medida de tu mercado y tu presupuesto`,
        "Cuentas para edificios y hoteles con un solo acuerdo",
        "Promociones de lanzamiento y material de marketing de marca compartida",
        "Puesta en marcha técnica con tus equipos de red y de soporte",
      ],
    },
  },
  benefits: {
    title: "Beneficios para socios",
    items: [
      {
        title: "Venta combinada",
        text: "Vende TV en vivo junto con tus planes de internet, la renta o la tarifa de la habitación, en una sola factura que tus clientes ya pagan.",
      },
      {
        title: "Promociones",
        text: "Lanza el servicio con ofertas de marca compartida, volantes y campañas de mudanza o de llegada que preparamos contigo.",
      },
      {
        title: "Integración técnica",
        text: "Trabajamos con tus equipos de red y de operaciones en la puesta en marcha, la activación de cuentas y el traspaso de casos de soporte.",
      },
      {
        title: "Prueba por tiempo limitado",
        text: "Te sugerimos empezar con una prueba gratis por tiempo limitado, para que suscriptores y residentes prueben el servicio antes de pagar.",
      },
    ],
  },
  next: {
    title: "Próximos pasos",
    steps: [
      `Nos escribes: a ${site.mail.partners} si eres proveedor de internet o de cable, a ${site.mail.sales} si tienes apartamentos, hoteles o campus.`,
      "Nuestro equipo de ventas te responde y agenda una llamada.",
      "Te proponemos paquetes para tu propiedad o tu mercado.",
      "Te sugerimos una prueba por tiempo limitado, para que residentes, huéspedes o suscriptores prueben el servicio.",
      "Lanzas el servicio y todos empiezan a ver TV en sus propias pantallas.",
    ],
  },
  plans: {
    title: "Paquetes y precios",
    lead: "Precios mensuales por suscripción: un paquete principal y, si quieres, los paquetes adicionales que elijas.",
    quoted:
      "Nuestro equipo de ventas cotiza el precio de las cuentas para edificios y hoteles según cada propiedad.",
    primary: "Paquetes principales",
    addOns: "Paquetes adicionales",
    columns: { title: "Paquete", channels: "Canales", price: "Precio" },
    packages: "Todos los paquetes en Paquetes",
    compare: "Compara los paquetes canal por canal",
  },
  devices: {
    title: "Dónde se puede ver",
    lead: "En la web y en nuestra app para:",
  },
  print:
    "¿Necesitas algo para compartir? Imprime esta página (Ctrl+P, o ⌘P en una Mac; en el celular, Compartir y luego Imprimir): sale como un resumen breve con todos los paquetes y precios.",
  closing: {
    title: "Hablemos de tus suscriptores",
    body: "Cuéntanos sobre tu red o tu propiedad y agendaremos una llamada con el equipo indicado.",
  },
};

/** This catalogue as the route above its page (app/i18n/words.ts). */
export const handle = wordsHandle("partners", partners);
