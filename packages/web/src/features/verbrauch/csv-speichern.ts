/** Hands a CSV text to the browser as a file download (UTF-8; the text carries its byte-order mark). */
export function csvSpeichern(dateiname: string, inhalt: string): void {
  const url = URL.createObjectURL(new Blob([inhalt], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = dateiname;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
