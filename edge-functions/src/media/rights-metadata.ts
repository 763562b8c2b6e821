import { xmlText } from '../lib/xml-text.ts';

/**
 * The rights a public image file carries in itself (issue 38): Google Images and picture desks
 * read IPTC's fields from a file's XMP even when it travels without its page. Only what the photo
 * page already shows anyone: the creator's name, the credit line, the copyright notice, and the
 * licence page's address as the Web Statement of Rights and the Licensor URL. Never a position,
 * a camera serial or anything else of the original's metadata (the files are made from pixels).
 */
export interface ImageRights {
  /** The creator's public name, as the photo page writes it. */
  creator: string;
  /** The year of the copyright notice: when the photo was first published. */
  year: number;
  /** The photo page's licence section (price, terms, Buy), public and indexable. */
  licencePage: string;
  /** Who licenses it. */
  licensor: string;
}

/**
 * The rights as one XMP packet (IPTC Photo Metadata's XMP names: dc:creator, dc:rights,
 * photoshop:Credit, xmpRights:WebStatement, plus:Licensor/LicensorURL), about 1 KB, written
 * compactly: simple values as attributes, no padding.
 */
export function rightsXmp(rights: ImageRights): string {
  const creator = xmlText(rights.creator);
  const licensor = xmlText(rights.licensor);
  const page = xmlText(rights.licencePage);
  return (
    '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>' +
    '<x:xmpmeta xmlns:x="adobe:ns:meta/">' +
    '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
    '<rdf:Description rdf:about=""' +
    ' xmlns:dc="http://purl.org/dc/elements/1.1/"' +
    ' xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/"' +
    ' xmlns:xmpRights="http://ns.adobe.com/xap/1.0/rights/"' +
    ' xmlns:plus="http://ns.useplus.org/ldf/xmp/1.0/"' +
    ` photoshop:Credit="${creator} / ${licensor}"` +
    ' xmpRights:Marked="True"' +
    ` xmpRights:WebStatement="${page}">` +
    `<dc:creator><rdf:Seq><rdf:li>${creator}</rdf:li></rdf:Seq></dc:creator>` +
    `<dc:rights><rdf:Alt><rdf:li xml:lang="x-default">© ${rights.year} ${creator}</rdf:li></rdf:Alt></dc:rights>` +
    '<plus:Licensor><rdf:Seq><rdf:li rdf:parseType="Resource">' +
    `<plus:LicensorName>${licensor}</plus:LicensorName>` +
    `<plus:LicensorURL>${page}</plus:LicensorURL>` +
    '</rdf:li></rdf:Seq></plus:Licensor>' +
    '</rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="r"?>'
  );
}
