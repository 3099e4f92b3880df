import { site } from "~/config/site";
import { joinList, plural } from "~/i18n/format";

import type { FinderAnswerMessages } from "../en/finder-answer";
import { shared } from "./shared";

/** "1 canal de TV", "50 canales de música". */
const kindCount = (count: number, kind: "TV" | "música") =>
  plural("es", count, {
    one: `${count} canal de ${kind}`,
    other: `${count} canales de ${kind}`,
  });

/** "61 canales de TV y 50 canales de música", o "1 canal de TV". */
const optionChannels = (tvCount: number, musicCount: number) =>
  musicCount > 0
    ? `${kindCount(tvCount, "TV")} y ${kindCount(musicCount, "música")}`
    : kindCount(tvCount, "TV");

/** The Channel Finder's answer in Spanish; the keys are those of ../en/finder-answer.ts. */
export const finderAnswer: FinderAnswerMessages = {
  saving: {
    less: (bill, month, year) =>
      `Si hoy pagas ${bill}, con la opción más económica ahorras ${month} al mes y ${year} al año.`,
    more: (bill, month, year) =>
      `Si hoy pagas ${bill}, la opción más económica te cuesta ${month} más al mes y ${year} más al año: lo que pagas hoy te sale más barato.`,
    same: (bill) =>
      `Si hoy pagas ${bill}, la opción más económica te cuesta lo mismo.`,
  },
  next: {
    title: "Guarda esta respuesta",
    notify: "Avísame por correo cuando abra el registro",
    notifySubject: (option) =>
      option
        ? `Quiero saber cuándo abre el registro de ${site.name} (${option})`
        : `Quiero saber cuándo abre el registro de ${site.name}`,
    notifyBody: (option, channels, link) =>
      [
        "Hola:",
        "",
        `Por favor, avísenme a este correo cuando abran las suscripciones individuales de ${site.name}.`,
        ...(option
          ? [
              `La opción más económica para mis canales según el Buscador de canales es ${option.name}, ${option.price}.`,
            ]
          : []),
        `Mis canales: ${channels}.`,
        `Mi respuesta: ${link}`,
        "",
        "Gracias.",
      ].join("\n"),
    copy: "Copiar el enlace a esta respuesta",
    copiedButton: "Enlace copiado",
    copied:
      "Enlace copiado. Pégalo para compartir esta respuesta o volver a ella.",
    copyFailed:
      "No pudimos copiar el enlace. Cópialo desde la barra de direcciones de tu navegador.",
  },
  answer: {
    title: "Tu opción más económica",
    summary: (option, price) => `Opción más económica: ${option}, ${price}.`,
    summaryNone: "Ningún paquete incluye los canales que elegiste.",
    list: (names) => joinList("es", names),
    monthly: (amount) => `${amount}${shared.perMonth}`,
    uncarried: (list, count, optionsShown) =>
      `Ninguno de nuestros paquetes incluye ${list}${
        optionsShown
          ? `, así que no ${count === 1 ? "está" : "están"} en ninguna de las opciones de abajo.`
          : "."
      }`,
    noPrice:
      "Agrega un canal que esté en alguno de nuestros paquetes para ver un precio.",
    perTvChannel: (amount, tvCount, musicCount) =>
      `Sale a unos ${amount} al mes por ${plural("es", tvCount, { one: "su único canal de TV", other: `cada uno de sus ${tvCount} canales de TV` })}${
        musicCount > 0
          ? ` (${plural("es", musicCount, { one: "sin contar su canal de música", other: `sin contar sus ${musicCount} canales de música` })})`
          : ""
      }.`,
    leftOut: (list) =>
      `Ninguna combinación incluye todos tus canales: esta deja fuera ${list}.`,
    partsTitle: "Qué aporta cada paquete",
    primaryKind: "paquete principal",
    addOnKind: "paquete adicional",
    bringsNothing:
      "No incluye ninguno de tus canales, pero todo paquete adicional necesita un paquete principal.",
    primaryBrings: (count, list) =>
      `Incluye ${plural("es", count, { one: "1 de tus canales", other: `${count} de tus canales` })}: ${list}.`,
    addOnBrings: (list) => `Agrega ${list}.`,
    othersTitle: "Otras opciones, por precio",
    noOthers: "Ninguna otra combinación te da todos tus canales.",
    optionChannels,
    other: ({ price, extra, tvCount, musicCount, leftOut }) =>
      `${price}${extra === null ? ", el mismo precio" : `, ${extra} más`}, ${optionChannels(tvCount, musicCount)}${
        leftOut === null ? "" : `; deja fuera ${leftOut}`
      }.`,
  },
};
