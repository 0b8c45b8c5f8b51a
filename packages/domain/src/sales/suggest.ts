import { headerKey } from "./header";
import type { SalesColumns } from "./types";

type Role = keyof SalesColumns;

const words = (text: string) => text.split(/\s+/).filter(Boolean);

/**
 * Header names (as headerKey writes them) that usually hold each field, in English, French,
 * German, Dutch, Spanish and Italian, the surest first. Guesses only: the person checks them.
 */
const NAMES: Record<Role, readonly string[]> = {
  item: words(`item itemname menuitem product productname article articlename artikel artikelname
    artikelbezeichnung produit nomduproduit nomdelarticle libelle designation producto
    articulo nombredelproducto prodotto articolo nomeprodotto productnaam omschrijving
    bezeichnung plat gericht gerecht plato piatto dish name nom naam nombre nome description
    descripcion descrizione`),
  quantity:
    words(`quantity qty quantite qte menge anzahl aantal hoeveelheid cantidad cant quantita qta
    unitssold itemssold qtysold quantitysold sold vendu vendus verkauft verkocht vendido
    vendidos venduto venduti stuks stuck pezzi units count`),
  date: words(`date businessdate saledate salesdate orderdate transactiondate datetime day jour
    datedevente dateheure datum verkaufsdatum buchungsdatum tag verkoopdatum dag fecha
    fechadeventa fechahora dia data datavendita dataora giorno creationdate createdat
    timestamp`),
  time: words(`time hour heure zeit uhrzeit tijd tijdstip hora ora orario`),
  netSales:
    words(`netsales netamount netprice nettotal net ventesnettes montantnet montantht totalht
    venteht nettoumsatz umsatznetto nettobetrag netto nettoomzet omzetexclbtw ventasnetas
    importeneto ventaneta venditenette importonetto totalenetto sales revenue umsatz omzet
    ventas vendite amount montant betrag bedrag importe importo total totaal totale`),
  variation:
    words(`variation variant variante size pricepointname portion taille format grosse groesse
    portionsgrosse formaat maat portie tamano racion taglia porzione formato`),
  ticket:
    words(`ticket ticketnumber ticketid receipt receiptid receiptnumber order orderid ordernumber
    check checkid checknumber transaction transactionid numerodeticket commande
    numerodecommande recu bon bonnummer beleg belegnummer rechnungsnummer kassabon bonnr
    bestelling factura pedido numerodepedido comanda scontrino numeroscontrino ordine tab`),
  location: words(`location store shop outlet site branch restaurant venue emplacement etablissement
    magasin standort filiale vestiging locatie winkel ubicacion local tienda sucursal sede
    negozio puntovendita locale`),
  voided:
    words(`void voided voids cancelled canceled annule annulee storniert storno geannuleerd anulado
    anulada annullato annullata`),
  eventType:
    words(`eventtype transactiontype linetype type typ tipo soort typedevenement typedetransaction
    buchungsart transaktionstyp`),
};

/** Fields guessed first, so the item or quantity is never spent on a weaker guess. */
const ORDER: readonly Role[] = [
  "item",
  "quantity",
  "date",
  "time",
  "netSales",
  "variation",
  "ticket",
  "location",
  "voided",
  "eventType",
];

/** Fields guessed from a name a header only contains ("Item Qty" for the quantity). */
const LOOSE: ReadonlySet<Role> = new Set(["item", "quantity", "date", "netSales"]);
/** Short names worth finding inside a longer header; other names need four letters or more. */
const SHORT: ReadonlySet<string> = new Set(["qty", "qte", "qta", "net"]);

/**
 * Guesses the columns of a file from no known POS by their header names, for the person to
 * correct: first a header that is exactly a known name, then one that contains it. A column is
 * used for one field only; fields without a likely column stay null.
 */
export function suggestMapping(header: readonly string[]): SalesColumns {
  const keys = header.map(headerKey);
  const taken = new Set<number>();
  const columns: SalesColumns = {
    date: null,
    time: null,
    item: null,
    variation: null,
    quantity: null,
    netSales: null,
    ticket: null,
    location: null,
    voided: null,
    eventType: null,
  };
  const pick = (role: Role, matches: (key: string, name: string) => boolean) => {
    for (const name of NAMES[role]) {
      const index = keys.findIndex((key, at) => !taken.has(at) && key !== "" && matches(key, name));
      if (index >= 0) return index;
    }
    return null;
  };
  for (const role of ORDER) {
    let index = pick(role, (key, name) => key === name);
    // "Qty" inside "Item Qty" is a guess worth making; "type" inside "Itemization Type" or "ora"
    // inside "Decoration" is not.
    if (index === null && LOOSE.has(role))
      index = pick(
        role,
        (key, name) => (name.length >= 4 || SHORT.has(name)) && key.includes(name),
      );
    if (index !== null) {
      columns[role] = index;
      taken.add(index);
    }
  }
  return columns;
}
