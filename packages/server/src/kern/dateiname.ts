/**
 * Content-Disposition for a download: attachment, an ASCII fallback name and the exact name in RFC 5987
 * form (filename*=UTF-8''…). Path parts, control characters, quotes and semicolons never reach the header.
 */
export function anhangKopf(dateiname: string): string {
  const ohnePfad = dateiname.split(/[\\/]/).pop() ?? '';
  const sauber = [...ohnePfad].filter((z) => z.charCodeAt(0) >= 0x20 && z.charCodeAt(0) !== 0x7f && !`"';`.includes(z)).join('').trim() || 'dokument';
  const ascii = sauber
    .replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/Ä/g, 'Ae').replace(/Ö/g, 'Oe').replace(/Ü/g, 'Ue').replace(/ß/g, 'ss')
    .replace(/[^\x20-\x7e]/g, '_');
  const kodiert = encodeURIComponent(sauber).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${kodiert}`;
}
