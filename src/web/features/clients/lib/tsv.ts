// The clipboard's text between the grid and a spreadsheet: Excel and LibreOffice copy cells as
// tab-separated lines (CRLF or LF), quote a cell holding a tab, a line break or a quote ("" for a
// quote), and end the block with a line break.

/** A pasted block, as rows of cells. An empty text is no block. */
export function parseTsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let index = 0;
  // A cell opening with a quote is quoted only when it is a well-formed quoted cell; Excel leaves
  // a lone leading quote (« "Chez Paul ») as it is.
  const quotedEnd = (start: number): number => {
    let at = start + 1;
    while (at < text.length) {
      if (text[at] === '"') {
        if (text[at + 1] === '"') at += 2;
        else return at;
      } else at += 1;
    }
    return -1;
  };
  const endsCell = (at: number) => at >= text.length || text[at] === '\t' || text[at] === '\n' || text[at] === '\r';

  while (index < text.length) {
    const char = text[index];
    if (cell === '' && char === '"') {
      const end = quotedEnd(index);
      if (end > 0 && endsCell(end + 1)) {
        cell = text.slice(index + 1, end).replaceAll('""', '"');
        index = end + 1;
        continue;
      }
    }
    if (char === '\t') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      if (char === '\r' && text[index + 1] === '\n') index += 1;
    } else cell += char;
    index += 1;
  }
  // The trailing line break ends the last row; without one, the last row still counts.
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

const needsQuotes = (cell: string) => /[\t\n\r"]/.test(cell);

/** Cells as a spreadsheet pastes them: tabs between cells, CRLF between rows, quoted when needed. */
export function formatTsv(rows: readonly (readonly string[])[]): string {
  return rows
    .map((cells) => cells.map((cell) => (needsQuotes(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join('\t'))
    .join('\r\n');
}
